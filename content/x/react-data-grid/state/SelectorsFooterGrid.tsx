import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  gridFilteredSortedRowEntriesSelector,
  gridRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

interface Expense {
  id: number;
  description: string;
  category: string;
  amount: number;
}

const rows: Expense[] = [
  { id: 1, description: 'Train to Brussels', category: 'Travel', amount: 89 },
  { id: 2, description: 'Hotel, two nights', category: 'Lodging', amount: 264 },
  { id: 3, description: 'Client lunch', category: 'Meals', amount: 72.5 },
  { id: 4, description: 'Taxi to the station', category: 'Travel', amount: 23.4 },
  { id: 5, description: 'Conference pass', category: 'Training', amount: 450 },
  { id: 6, description: 'Dinner with the team', category: 'Meals', amount: 118 },
  { id: 7, description: 'Train back home', category: 'Travel', amount: 89 },
  { id: 8, description: 'Printed posters', category: 'Supplies', amount: 36.9 },
];

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Expense>[] = [
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 170 },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: ({ value }) => euros.format(value as number),
  },
];

function SearchToolbar() {
  return (
    <GridToolbarContainer sx={{ px: 1 }}>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

// The footer reads the grid's state through selectors, and re-renders when they change.
function TotalFooter() {
  const apiRef = useGridApiContext();
  const shown = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const total = useGridSelector(apiRef, gridRowCountSelector);
  const sum = shown.reduce((acc, { model }) => acc + (model as Expense).amount, 0);

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2" role="status">
        {shown.length} of {total} expenses
      </Typography>
      <Typography variant="body2" fontWeight={600}>
        Total shown: {euros.format(sum)}
      </Typography>
    </GridFooterContainer>
  );
}

export default function SelectorsFooterGrid() {
  return (
    <Box sx={{ height: 470, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: SearchToolbar, footer: TotalFooter }}
        density="compact"
      />
    </Box>
  );
}
