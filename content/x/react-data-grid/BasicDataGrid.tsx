import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  available: boolean;
}

const rows: Book[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    year: 1969,
    available: true,
  },
  {
    id: 2,
    title: 'Kindred',
    author: 'Octavia E. Butler',
    year: 1979,
    available: false,
  },
  { id: 3, title: 'Solaris', author: 'Stanisław Lem', year: 1961, available: true },
  {
    id: 4,
    title: 'The Dispossessed',
    author: 'Ursula K. Le Guin',
    year: 1974,
    available: true,
  },
  {
    id: 5,
    title: 'Roadside Picnic',
    author: 'Arkady and Boris Strugatsky',
    year: 1972,
    available: false,
  },
  {
    id: 6,
    title: 'Parable of the Sower',
    author: 'Octavia E. Butler',
    year: 1993,
    available: true,
  },
  {
    id: 7,
    title: 'The Cyberiad',
    author: 'Stanisław Lem',
    year: 1965,
    available: true,
  },
  { id: 8, title: 'Dune', author: 'Frank Herbert', year: 1965, available: false },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1.5, minWidth: 150 },
  { field: 'author', headerName: 'Author', flex: 1, minWidth: 130 },
  {
    field: 'year',
    headerName: 'Published',
    type: 'number',
    width: 100,
    valueFormatter: ({ value }) => String(value),
  },
  { field: 'available', headerName: 'On the shelf', type: 'boolean', width: 110 },
];

export default function BasicDataGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
        // The ARIA structure of the next major (grid > row > gridcell), already available in v6.
      />
    </Box>
  );
}
