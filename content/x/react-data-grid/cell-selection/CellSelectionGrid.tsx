import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface MonthlySales {
  id: number;
  region: string;
  jan: number;
  feb: number;
  mar: number;
  apr: number;
}

const rows: MonthlySales[] = [
  { id: 1, region: 'North', jan: 12400, feb: 11800, mar: 13900, apr: 14250 },
  { id: 2, region: 'South', jan: 9800, feb: 10150, mar: 9600, apr: 11020 },
  { id: 3, region: 'East', jan: 15300, feb: 14900, mar: 16100, apr: 15780 },
  { id: 4, region: 'West', jan: 8700, feb: 9100, mar: 9950, apr: 10400 },
  { id: 5, region: 'Central', jan: 11200, feb: 11650, mar: 12030, apr: 12800 },
];

const MONTHS = ['jan', 'feb', 'mar', 'apr'] as const;

const columns: GridColDef<MonthlySales>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  ...MONTHS.map((month): GridColDef<MonthlySales> => ({
    field: month,
    headerName: month.charAt(0).toUpperCase() + month.slice(1),
    type: 'number',
    width: 110,
  })),
];

export default function CellSelectionGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        unstable_cellSelection
        disableRowSelectionOnClick
        hideFooter
        aria-label="Monthly sales with cell range selection"
      />
    </Box>
  );
}
