import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  GridFooterContainer,
  useGridApiContext,
  useGridSelector,
  selectedGridRowsSelector,
} from '@mui/x-data-grid-premium';

interface Expense {
  id: number;
  date: string;
  merchant: string;
  category: string;
  amount: number;
}

const rows: Expense[] = [
  { id: 1, date: 'Mar 2', merchant: 'Rail Europe', category: 'Travel', amount: 184.6 },
  { id: 2, date: 'Mar 2', merchant: 'Hotel Lindenhof', category: 'Lodging', amount: 312.0 },
  { id: 3, date: 'Mar 3', merchant: 'Café Nero', category: 'Meals', amount: 14.2 },
  { id: 4, date: 'Mar 3', merchant: 'Uber', category: 'Travel', amount: 27.9 },
  { id: 5, date: 'Mar 4', merchant: 'Trattoria Sole', category: 'Meals', amount: 63.5 },
  { id: 6, date: 'Mar 4', merchant: 'Office Depot', category: 'Supplies', amount: 41.75 },
  { id: 7, date: 'Mar 5', merchant: 'Hotel Lindenhof', category: 'Lodging', amount: 312.0 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Expense>[] = [
  { field: 'date', headerName: 'Date', width: 90 },
  { field: 'merchant', headerName: 'Merchant', width: 170 },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: ({ value }) => (value == null ? '' : usd.format(value)),
  },
];

// A status bar in the grid's footer, like a spreadsheet's: it reads the selection from the state.
function SelectionFooter() {
  const apiRef = useGridApiContext();
  const selected = useGridSelector(apiRef, selectedGridRowsSelector);
  const amounts = [...selected.values()].map((row) => (row as Expense).amount);
  const total = amounts.reduce((sum, amount) => sum + amount, 0);

  return (
    <GridFooterContainer>
      <Typography variant="body2" role="status" sx={{ px: 2 }}>
        {amounts.length === 0
          ? 'Select expenses to add them up'
          : `${amounts.length} selected · sum ${usd.format(total)} · average ${usd.format(total / amounts.length)}`}
      </Typography>
    </GridFooterContainer>
  );
}

export default function SelectedRowsTotalGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        checkboxSelection
        // The footer row sums every row that passes the filters; the status bar, the selection.
        initialState={{ aggregation: { model: { amount: 'sum' } } }}
        slots={{ footer: SelectionFooter }}
      />
    </Box>
  );
}
