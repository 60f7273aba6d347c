import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColDef,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';

interface Order {
  id: number;
  region: string;
  country: string;
  product: string;
  units: number;
}

const countriesByRegion: Record<string, string[]> = {
  Europe: ['France', 'Germany', 'Spain'],
  Americas: ['Brazil', 'Canada'],
  'Asia Pacific': ['Australia', 'Japan'],
};
const products = ['Notebook', 'Backpack', 'Water bottle', 'Desk lamp'];

// Two to four orders per country, with repeatable quantities.
const rows: Order[] = Object.entries(countriesByRegion)
  .flatMap(([region, countries]) =>
    countries.flatMap((country) =>
      products.slice(0, 2 + (country.length % 3)).map((product, index) => ({
        region,
        country,
        product,
        units: 5 + ((country.length * 7 + index * 11) % 40),
      })),
    ),
  )
  .map((order, index) => ({ id: index + 1, ...order }));

const columns: GridColDef<Order>[] = [
  { field: 'region', headerName: 'Region', width: 140 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
];

export default function GroupedOrdersGrid() {
  const apiRef = useGridApiRef();

  // Hides the grouped columns (their values are in the grouping column) and shows them again
  // when the user removes them from the grouping.
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['region', 'country'] } },
  });

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} initialState={initialState} />
    </Box>
  );
}
