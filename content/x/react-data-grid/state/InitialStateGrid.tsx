import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridInitialState } from '@mui/x-data-grid';

interface Loan {
  id: number;
  title: string;
  borrower: string;
  isbn: string;
  due: Date;
  status: 'On loan' | 'Overdue' | 'Returned';
}

const loans: Loan[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    borrower: 'Noor Aziz',
    isbn: '978-0441478125',
    due: new Date(2024, 4, 3),
    status: 'Overdue',
  },
  {
    id: 2,
    title: 'Pachinko',
    borrower: 'Tom Becker',
    isbn: '978-1455563920',
    due: new Date(2024, 4, 18),
    status: 'On loan',
  },
  {
    id: 3,
    title: 'Things Fall Apart',
    borrower: 'Ada Obi',
    isbn: '978-0385474542',
    due: new Date(2024, 3, 28),
    status: 'Returned',
  },
  {
    id: 4,
    title: 'The Remains of the Day',
    borrower: 'Lina Costa',
    isbn: '978-0679731726',
    due: new Date(2024, 4, 9),
    status: 'On loan',
  },
  {
    id: 5,
    title: 'One Hundred Years of Solitude',
    borrower: 'Sam Reyes',
    isbn: '978-0060883287',
    due: new Date(2024, 3, 30),
    status: 'Overdue',
  },
  {
    id: 6,
    title: 'Never Let Me Go',
    borrower: 'Ines Moreau',
    isbn: '978-1400078776',
    due: new Date(2024, 4, 21),
    status: 'On loan',
  },
  {
    id: 7,
    title: 'The Wind-Up Bird Chronicle',
    borrower: 'Jae Park',
    isbn: '978-0679775430',
    due: new Date(2024, 4, 1),
    status: 'Returned',
  },
  {
    id: 8,
    title: 'Beloved',
    borrower: 'Maya Lewis',
    isbn: '978-1400033416',
    due: new Date(2024, 4, 12),
    status: 'On loan',
  },
  {
    id: 9,
    title: 'Station Eleven',
    borrower: 'Olek Nowak',
    isbn: '978-0804172448',
    due: new Date(2024, 4, 6),
    status: 'Overdue',
  },
  {
    id: 10,
    title: 'The Name of the Rose',
    borrower: 'Rafa Duarte',
    isbn: '978-0544176560',
    due: new Date(2024, 4, 25),
    status: 'On loan',
  },
];

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'borrower', headerName: 'Borrower', width: 130 },
  { field: 'isbn', headerName: 'ISBN', width: 150 },
  { field: 'due', headerName: 'Due', type: 'date', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['On loan', 'Overdue', 'Returned'],
    width: 110,
  },
];

// Applied once, when the grid mounts: the user can change each part afterwards.
const initialState: GridInitialState = {
  sorting: { sortModel: [{ field: 'due', sort: 'asc' }] },
  filter: {
    filterModel: { items: [{ field: 'status', operator: 'not', value: 'Returned' }] },
  },
  columns: { columnVisibilityModel: { isbn: false } },
  pagination: { paginationModel: { pageSize: 5, page: 0 } },
};

export default function InitialStateGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={loans}
        columns={columns}
        initialState={initialState}
        pageSizeOptions={[5, 10]}
        aria-label="Library loans, open loans first by due date"
      />
    </Box>
  );
}
