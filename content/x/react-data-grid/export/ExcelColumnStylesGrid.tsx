import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  GridColDef,
  GridColumnGroupingModel,
  GridExcelExportOptions,
  GridToolbarContainer,
  GridToolbarExport,
  GridToolbarProps,
} from '@mui/x-data-grid-premium';

interface StoreResult {
  id: number;
  store: string;
  online: number;
  inStore: number;
  staff: number;
  rent: number;
}

const rows: StoreResult[] = [
  { id: 1, store: 'Dublin', online: 182400, inStore: 241900, staff: 148000, rent: 62000 },
  { id: 2, store: 'Porto', online: 96300, inStore: 173250, staff: 101500, rent: 38400 },
  { id: 3, store: 'Utrecht', online: 128750, inStore: 139800, staff: 117200, rent: 45600 },
  { id: 4, store: 'Ghent', online: 74100, inStore: 118600, staff: 86300, rent: 31200 },
];

const euros = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const money: Partial<GridColDef<StoreResult>> = {
  type: 'number',
  width: 130,
  valueFormatter: ({ value }) => (value == null ? '' : euros.format(value)),
};

const columns: GridColDef<StoreResult>[] = [
  { field: 'store', headerName: 'Store', width: 130 },
  { field: 'online', headerName: 'Online', ...money },
  { field: 'inStore', headerName: 'In store', ...money },
  { field: 'staff', headerName: 'Staff', ...money },
  { field: 'rent', headerName: 'Rent', ...money },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'revenue',
    headerName: 'Revenue',
    children: [{ field: 'online' }, { field: 'inStore' }],
  },
  { groupId: 'costs', headerName: 'Costs', children: [{ field: 'staff' }, { field: 'rent' }] },
];

// Excel number formats: the cells stay numbers, Excel shows them as euros.
const moneyStyle = { numFmt: '"€"#,##0' };

function getExcelOptions(withGroups: boolean): GridExcelExportOptions {
  return {
    fileName: 'store-results-h1',
    includeColumnGroupsHeaders: withGroups,
    columnsStyles: {
      store: { font: { bold: true } },
      online: moneyStyle,
      inStore: moneyStyle,
      staff: moneyStyle,
      rent: moneyStyle,
    },
    // Runs before the header rows are written: rows added here go on top.
    exceljsPreProcess: async ({ worksheet }) => {
      worksheet.addRow(['Store results, first half of 2024']).font = { bold: true, size: 14 };
      worksheet.addRow([]);
    },
    // Runs after the data rows: keep the title and header rows in view while scrolling.
    exceljsPostProcess: async ({ worksheet }) => {
      worksheet.views = [{ state: 'frozen', ySplit: withGroups ? 4 : 3 }];
    },
  };
}

function ExportToolbar({ csvOptions, excelOptions }: GridToolbarProps) {
  return (
    <GridToolbarContainer>
      <GridToolbarExport
        csvOptions={csvOptions}
        excelOptions={excelOptions}
        printOptions={{ disableToolbarButton: true }}
      />
    </GridToolbarContainer>
  );
}

export default function ExcelColumnStylesGrid() {
  const [withGroups, setWithGroups] = React.useState(true);
  const excelOptions = React.useMemo(() => getExcelOptions(withGroups), [withGroups]);

  return (
    <Stack spacing={1} sx={{ height: 400 }}>
      <FormControlLabel
        control={
          <Switch checked={withGroups} onChange={(event) => setWithGroups(event.target.checked)} />
        }
        label="Export the column group headers"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          experimentalFeatures={{ columnGrouping: true }}
          slots={{ toolbar: ExportToolbar }}
          slotProps={{
            toolbar: {
              excelOptions,
              csvOptions: { fileName: 'store-results-h1', includeColumnGroupsHeaders: withGroups },
            },
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
