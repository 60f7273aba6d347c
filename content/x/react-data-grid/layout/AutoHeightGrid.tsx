import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Guest {
  id: number;
  name: string;
  meal: string;
}

const names = ['Ines', 'Karim', 'Yuki', 'Olu', 'Marta', 'Sven', 'Leila', 'Tomás'];
const meals = ['Vegetarian', 'Fish', 'Vegan', 'Chicken'];

const makeGuest = (id: number): Guest => ({
  id,
  name: names[(id - 1) % names.length],
  meal: meals[(id - 1) % meals.length],
});

const columns: GridColDef<Guest>[] = [
  { field: 'name', headerName: 'Guest', flex: 1 },
  { field: 'meal', headerName: 'Meal', flex: 1 },
];

export default function AutoHeightGrid() {
  const [rows, setRows] = React.useState<Guest[]>(() => [1, 2, 3].map(makeGuest));

  return (
    <Stack spacing={1} alignItems="flex-start">
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          onClick={() => setRows((prev) => [...prev, makeGuest(prev.length + 1)])}
        >
          Add a guest
        </Button>
        <Button
          size="small"
          disabled={rows.length === 0}
          onClick={() => setRows((prev) => prev.slice(0, -1))}
        >
          Remove the last guest
        </Button>
      </Stack>
      {/* No parent height: the grid is as tall as its rows, up to the page size. */}
      <DataGrid
        autoHeight
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10]}
        sx={{ width: '100%' }}
      />
    </Stack>
  );
}
