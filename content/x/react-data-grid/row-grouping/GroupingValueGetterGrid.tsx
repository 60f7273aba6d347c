import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColDef,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
} from '@mui/x-data-grid-premium';

interface Expense {
  id: number;
  date: Date;
  category: string;
  amount: number;
}

const rows: Expense[] = [
  { id: 1, date: new Date(2023, 2, 14), category: 'Travel', amount: 640 },
  { id: 2, date: new Date(2023, 5, 2), category: 'Software', amount: 49 },
  { id: 3, date: new Date(2023, 8, 21), category: 'Meals', amount: 86 },
  { id: 4, date: new Date(2023, 10, 7), category: 'Hardware', amount: 1290 },
  { id: 5, date: new Date(2024, 0, 9), category: 'Software', amount: 19 },
  { id: 6, date: new Date(2024, 1, 28), category: 'Travel', amount: 312 },
  { id: 7, date: new Date(2024, 3, 3), category: 'Meals', amount: 142 },
  { id: 8, date: new Date(2024, 4, 16), category: 'Hardware', amount: 74 },
  { id: 9, date: new Date(2024, 6, 30), category: 'Travel', amount: 980 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// Group keys must be strings, numbers or booleans; these labels also sort in the right order.
const amountBand = (amount: number) => {
  if (amount < 100) {
    return '$0 to $99';
  }
  return amount < 500 ? '$100 to $499' : '$500 and more';
};

const columns: GridColDef<Expense>[] = [
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 130,
    // Rows are grouped by year, not by exact date.
    groupingValueGetter: ({ value }) => (value as Date).getFullYear(),
  },
  { field: 'category', headerName: 'Category', width: 130 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: ({ value }) => (typeof value === 'number' ? currency.format(value) : ''),
    groupingValueGetter: ({ value }) => amountBand(value as number),
  },
];

export default function GroupingValueGetterGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['date', 'amount'] },
          // Sorting the grouping column sorts the groups by key.
          sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc' }] },
        }}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
