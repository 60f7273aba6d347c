import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  quarter: string;
  product: string;
  revenue: number;
}

const regions = ['North', 'South', 'West'];
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const products = ['Kettle', 'Toaster', 'Blender'];

// One sale per region, quarter and product, with repeatable amounts.
const rows: Sale[] = regions.flatMap((region, r) =>
  quarters.flatMap((quarter, q) =>
    products.map((product, p) => ({
      id: r * 100 + q * 10 + p,
      region,
      quarter,
      product,
      revenue: 1000 + ((r * 37 + q * 53 + p * 71) % 90) * 50,
    })),
  ),
);

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'quarter', headerName: 'Quarter', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 120 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 140,
    valueFormatter: ({ value }) => (typeof value === 'number' ? currency.format(value) : ''),
  },
];

export default function GroupedTotalsGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['product', 'quarter'] },
          aggregation: { model: { revenue: 'sum' } },
          columns: { columnVisibilityModel: { product: false, quarter: false } },
        }}
        hideFooter
      />
    </Box>
  );
}
