import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColumnMenu, GridColumnMenuProps } from '@mui/x-data-grid';

interface Book {
  id: string;
  title: string;
  shelf: string;
  copies: number;
}

const rows: Book[] = [
  { id: '978-0-14-118776-1', title: 'Middlemarch', shelf: 'B2', copies: 3 },
  { id: '978-0-09-954340-1', title: 'The Remains of the Day', shelf: 'C4', copies: 1 },
  { id: '978-0-571-33465-3', title: 'Klara and the Sun', shelf: 'C4', copies: 2 },
  { id: '978-0-14-303943-3', title: 'The Road', shelf: 'A1', copies: 4 },
];

const columns: GridColDef<Book>[] = [
  // No menu on the ISBN column: its header has no menu button.
  { field: 'id', headerName: 'ISBN', width: 180, disableColumnMenu: true },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'shelf', headerName: 'Shelf', width: 100 },
  { field: 'copies', headerName: 'Copies', type: 'number', width: 100 },
];

function FilterFirstColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      // The hide and manage-columns items are removed, and filtering comes before sorting.
      slots={{ columnMenuColumnsItem: null }}
      slotProps={{
        columnMenuFilterItem: { displayOrder: 0 },
        columnMenuSortItem: { displayOrder: 10 },
      }}
    />
  );
}

export default function ReorderedMenuItemsGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slots={{ columnMenu: FilterFirstColumnMenu }}
      />
    </Box>
  );
}
