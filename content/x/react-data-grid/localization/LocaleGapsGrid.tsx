import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridLocaleText, GridToolbar } from '@mui/x-data-grid';
import { enUS, esES, koKR, nlNL, plPL, trTR } from '@mui/x-data-grid/locales';

const locales = { plPL, koKR, trTR, nlNL, esES };
type LocaleName = keyof typeof locales;

const english = enUS.components.MuiDataGrid.defaultProps.localeText;

/** The keys a locale leaves to the English defaults: missing, or the very same English value. */
function englishKeys(localeText: Partial<GridLocaleText>): (keyof GridLocaleText)[] {
  return (Object.keys(english) as (keyof GridLocaleText)[]).filter(
    (key) => localeText[key] === undefined || localeText[key] === english[key],
  );
}

const rows = [
  { id: 1, city: 'Kraków', visitors: 14300 },
  { id: 2, city: 'Busan', visitors: 9800 },
  { id: 3, city: 'İzmir', visitors: 11250 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 140 },
  { field: 'visitors', headerName: 'Visitors', type: 'number', width: 120 },
];

export default function LocaleGapsGrid() {
  const [name, setName] = React.useState<LocaleName>('plPL');
  const localeText = locales[name].components.MuiDataGrid.defaultProps.localeText;
  const gaps = englishKeys(localeText);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <FormControl size="small" sx={{ maxWidth: 220 }}>
        <InputLabel id="locale-gaps-label">Locale</InputLabel>
        <Select
          labelId="locale-gaps-label"
          label="Locale"
          value={name}
          onChange={(event) => setName(event.target.value as LocaleName)}
        >
          {Object.keys(locales).map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Typography variant="body2" aria-live="polite">
        {gaps.length} of {Object.keys(english).length} texts of {name} are still English
        {gaps.length > 0 ? `: ${gaps.slice(0, 8).join(', ')}${gaps.length > 8 ? ', …' : ''}` : '.'}
      </Typography>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          localeText={localeText}
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
          aria-label={`Visitors per city, in ${name}`}
        />
      </Box>
    </Stack>
  );
}
