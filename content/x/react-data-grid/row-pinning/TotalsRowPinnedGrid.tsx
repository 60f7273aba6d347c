import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridPinnedRowsProp } from '@mui/x-data-grid-pro';

interface Expense {
  id: string;
  category: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
}

const categories = [
  'Rent',
  'Salaries',
  'Software',
  'Travel',
  'Hardware',
  'Training',
  'Marketing',
  'Legal',
  'Insurance',
  'Utilities',
  'Office supplies',
  'Events',
];

const rows: Expense[] = categories.map((category, index) => ({
  id: category,
  category,
  q1: 1000 + ((index * 713) % 9000),
  q2: 1200 + ((index * 541) % 8500),
  q3: 900 + ((index * 389) % 9500),
  q4: 1100 + ((index * 977) % 8000),
}));

const quarters = ['q1', 'q2', 'q3', 'q4'] as const;

// The totals row is computed from the data; it is not part of `rows`.
const totals: Expense = {
  id: 'totals',
  category: 'Total',
  q1: 0,
  q2: 0,
  q3: 0,
  q4: 0,
};
rows.forEach((row) => quarters.forEach((quarter) => (totals[quarter] += row[quarter])));

const pinnedRows: GridPinnedRowsProp<Expense> = { bottom: [totals] };

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Expense>[] = [
  { field: 'category', headerName: 'Category', flex: 1, minWidth: 140 },
  ...quarters.map((quarter) => ({
    field: quarter,
    headerName: quarter.toUpperCase(),
    type: 'number' as const,
    width: 110,
    valueFormatter: ({ value }: { value: number }) => money.format(value),
  })),
];

export default function TotalsRowPinnedGrid() {
  return (
    <Box
      sx={{ height: 400, width: '100%', '& .MuiDataGrid-pinnedRows--bottom': { fontWeight: 700 } }}
    >
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </Box>
  );
}
