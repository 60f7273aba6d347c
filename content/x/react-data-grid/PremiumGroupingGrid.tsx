import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef, GridToolbar } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  product: string;
  units: number;
  revenue: number;
}

const regions = ['Europe', 'Americas', 'Asia Pacific'];
const products = ['Desk lamp', 'Standing desk', 'Office chair', 'Monitor arm'];
const unitPrice: Record<string, number> = {
  'Desk lamp': 39,
  'Standing desk': 549,
  'Office chair': 289,
  'Monitor arm': 119,
};

// A fixed, repeatable dataset: every region sells every product in three orders.
const rows: Sale[] = regions.flatMap((region, regionIndex) =>
  products.flatMap((product, productIndex) =>
    [0, 1, 2].map((order) => {
      const units = 4 + ((regionIndex * 7 + productIndex * 5 + order * 3) % 17);
      return {
        id: regionIndex * 100 + productIndex * 10 + order,
        region,
        product,
        units,
        revenue: units * unitPrice[product],
      };
    }),
  ),
);

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 140 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'units', headerName: 'Units', type: 'number', width: 110 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 140,
    valueFormatter: ({ value }) => (typeof value === 'number' ? currency.format(value) : ''),
  },
];

export default function PremiumGroupingGrid() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        // The ARIA structure of the next major (grid > row > gridcell), already available in v6.
        initialState={{
          rowGrouping: { model: ['region'] },
          aggregation: { model: { units: 'sum', revenue: 'sum' } },
          columns: { columnVisibilityModel: { region: false } },
        }}
      />
    </Box>
  );
}
