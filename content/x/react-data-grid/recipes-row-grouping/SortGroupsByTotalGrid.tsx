import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  country: string;
  store: string;
  revenue: number;
}

const stores: [string, string, number][] = [
  ['France', 'Lyon', 41200],
  ['France', 'Lille', 18900],
  ['Italy', 'Milan', 52300],
  ['Italy', 'Turin', 22800],
  ['Italy', 'Bologna', 19400],
  ['Spain', 'Seville', 27600],
  ['Portugal', 'Porto', 16100],
  ['Portugal', 'Braga', 9800],
];

const rows: Sale[] = stores.map(([country, store, revenue], index) => ({
  id: index + 1,
  country,
  store,
  revenue,
}));

const euros = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Sale>[] = [
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'store', headerName: 'Store', flex: 1, minWidth: 120 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 150,
    valueFormatter: ({ value }) => (typeof value === 'number' ? euros.format(value) : ''),
  },
];

export default function SortGroupsByTotalGrid() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['country'] },
          // The group rows hold the sum, so sorting on revenue orders the countries by total.
          aggregation: { model: { revenue: 'sum' } },
          sorting: { sortModel: [{ field: 'revenue', sort: 'desc' }] },
        }}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
