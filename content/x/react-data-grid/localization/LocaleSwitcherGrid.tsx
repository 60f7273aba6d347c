import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, GridToolbar, deDE, enUS, frFR, ptBR, zhCN } from '@mui/x-data-grid';

interface Sale {
  id: number;
  product: string;
  amount: number;
  date: Date;
}

const rows: Sale[] = [
  { id: 1, product: 'Espresso machine', amount: 1249.5, date: new Date(2024, 0, 15) },
  { id: 2, product: 'Grinder', amount: 329, date: new Date(2024, 1, 2) },
  { id: 3, product: 'Milk jug', amount: 24.9, date: new Date(2024, 1, 20) },
  { id: 4, product: 'Scale', amount: 59.99, date: new Date(2024, 2, 7) },
  { id: 5, product: 'Tamper', amount: 39, date: new Date(2024, 2, 28) },
  { id: 6, product: 'Descaler', amount: 12.5, date: new Date(2024, 3, 3) },
];

const LOCALES = {
  'en-US': { label: 'English', grid: enUS, currency: 'USD' },
  'fr-FR': { label: 'Français', grid: frFR, currency: 'EUR' },
  'de-DE': { label: 'Deutsch', grid: deDE, currency: 'EUR' },
  'zh-CN': { label: '中文', grid: zhCN, currency: 'CNY' },
  'pt-BR': { label: 'Português (BR)', grid: ptBR, currency: 'BRL' },
} as const;

type LocaleTag = keyof typeof LOCALES;

export default function LocaleSwitcherGrid() {
  const [locale, setLocale] = React.useState<LocaleTag>('fr-FR');
  const { grid, currency } = LOCALES[locale];

  // The grid translates its own texts; values are formatted for the same locale with Intl.
  const columns = React.useMemo<GridColDef<Sale>[]>(() => {
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    return [
      { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
      {
        field: 'amount',
        headerName: 'Amount',
        type: 'number',
        width: 140,
        valueFormatter: ({ value }) => money.format(value as number),
      },
      {
        field: 'date',
        headerName: 'Date',
        type: 'date',
        width: 150,
        valueFormatter: ({ value }) => day.format(value as Date),
      },
    ];
  }, [locale, currency]);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        value={locale}
        exclusive
        size="small"
        onChange={(_event, value: LocaleTag | null) => value && setLocale(value)}
        aria-label="Grid language"
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        {(Object.keys(LOCALES) as LocaleTag[]).map((tag) => (
          <ToggleButton key={tag} value={tag} lang={tag}>
            {LOCALES[tag].label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }} lang={locale}>
        <DataGrid
          rows={rows}
          columns={columns}
          localeText={grid.components.MuiDataGrid.defaultProps.localeText}
          checkboxSelection
          slots={{ toolbar: GridToolbar }}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
          aria-label="Sales in the chosen language"
        />
      </Box>
    </Box>
  );
}
