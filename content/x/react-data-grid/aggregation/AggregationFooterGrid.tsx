import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridAggregationModel,
  GridColDef,
  GridFilterModel,
  GridToolbar,
} from '@mui/x-data-grid-premium';

interface BookSale {
  id: number;
  title: string;
  genre: string;
  copies: number;
  price: number;
  released: Date;
}

const rows: BookSale[] = [
  {
    id: 1,
    title: 'The Salt Road',
    genre: 'Fiction',
    copies: 1200,
    price: 18,
    released: new Date(2021, 3, 1),
  },
  {
    id: 2,
    title: 'Quiet Engines',
    genre: 'Science',
    copies: 640,
    price: 26,
    released: new Date(2019, 8, 12),
  },
  {
    id: 3,
    title: 'Ten Kitchens',
    genre: 'Cooking',
    copies: 910,
    price: 32,
    released: new Date(2022, 1, 20),
  },
  {
    id: 4,
    title: 'Night Ferry',
    genre: 'Fiction',
    copies: 2300,
    price: 15,
    released: new Date(2023, 5, 6),
  },
  {
    id: 5,
    title: 'Small Planets',
    genre: 'Science',
    copies: 480,
    price: 29,
    released: new Date(2020, 10, 3),
  },
  {
    id: 6,
    title: 'Bread and Time',
    genre: 'Cooking',
    copies: 1500,
    price: 24,
    released: new Date(2018, 0, 15),
  },
  {
    id: 7,
    title: 'The Lighthouse Year',
    genre: 'Fiction',
    copies: 760,
    price: 17,
    released: new Date(2024, 2, 9),
  },
];

const columns: GridColDef<BookSale>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 170 },
  { field: 'genre', headerName: 'Genre', width: 110 },
  { field: 'copies', headerName: 'Copies', type: 'number', width: 110 },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 120 },
  { field: 'released', headerName: 'Released', type: 'date', width: 130 },
];

export default function AggregationFooterGrid() {
  const [aggregationModel, setAggregationModel] = React.useState<GridAggregationModel>({
    title: 'size',
    copies: 'sum',
    price: 'avg',
    released: 'max',
  });
  const [allRows, setAllRows] = React.useState(false);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <FormControlLabel
          control={
            <Switch checked={allRows} onChange={(event) => setAllRows(event.target.checked)} />
          }
          label="Include filtered-out rows"
        />
        <Typography variant="body2" color="text.secondary" role="status">
          aggregationModel: {JSON.stringify(aggregationModel)}
        </Typography>
      </Stack>
      <Box sx={{ height: 560, width: '100%' }}>
        <DataGridPremium
          // The scope is read when the values are computed: remount to apply a new one.
          key={allRows ? 'all' : 'filtered'}
          rows={rows}
          columns={columns}
          aggregationModel={aggregationModel}
          // The column menu's "Aggregation" item edits the model too.
          onAggregationModelChange={setAggregationModel}
          aggregationRowsScope={allRows ? 'all' : 'filtered'}
          // Controlled, so that the search survives the remount.
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
