import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Listing {
  id: number;
  title: string;
  price: number;
  cost: number;
}

const rows: Listing[] = [
  { id: 1, title: 'Linen tea towel', price: 14, cost: 5 },
  { id: 2, title: 'Stoneware mug', price: 22, cost: 12 },
  { id: 3, title: 'Beeswax candle', price: 18, cost: 6 },
  { id: 4, title: 'Cast iron skillet', price: 48, cost: 34 },
  { id: 5, title: 'Olive wood spoon', price: 12, cost: 7 },
  { id: 6, title: 'Copper kettle', price: 95, cost: 71 },
  { id: 7, title: 'Wool throw', price: 120, cost: 52 },
];

const margin = (row: Listing) => (row.price - row.cost) / row.price;

const marginBand = (row: Listing) => {
  const value = margin(row);
  if (value >= 0.5) {
    return 'High (50% and more)';
  }
  return value >= 0.3 ? 'Medium (30% to 49%)' : 'Low (under 30%)';
};

export default function ComputedColumnGroupingGrid() {
  const [withGetter, setWithGetter] = React.useState(true);

  const columns = React.useMemo<GridColDef<Listing>[]>(
    () => [
      { field: 'title', headerName: 'Listing', width: 170 },
      { field: 'price', headerName: 'Price', type: 'number', width: 90 },
      { field: 'cost', headerName: 'Cost', type: 'number', width: 90 },
      {
        // `margin` is not a property of the rows: the cells get it from valueGetter.
        field: 'margin',
        headerName: 'Margin',
        type: 'number',
        width: 100,
        valueGetter: ({ row }) => margin(row),
        valueFormatter: ({ value }) => (value == null ? '' : `${Math.round(value * 100)}%`),
        // Grouping reads row.margin (undefined) unless the column says how to get a key.
        groupingValueGetter: withGetter ? ({ row }) => marginBand(row) : undefined,
      },
    ],
    [withGetter],
  );

  return (
    <Stack spacing={1} sx={{ height: 460 }}>
      <FormControlLabel
        control={
          <Switch checked={withGetter} onChange={(event) => setWithGetter(event.target.checked)} />
        }
        label="Give the Margin column a groupingValueGetter"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          defaultGroupingExpansionDepth={-1}
          initialState={{ rowGrouping: { model: ['margin'] } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
