import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';

interface Release {
  id: number;
  version: string;
  date: string;
  notes: string;
}

const rows: Release[] = [
  { id: 1, version: '3.2.0', date: '2024-05-02', notes: 'Dark mode for reports' },
  { id: 2, version: '3.1.4', date: '2024-04-18', notes: 'Fixes CSV import of empty lines' },
  { id: 3, version: '3.1.3', date: '2024-04-03', notes: 'Faster search on large projects' },
  { id: 4, version: '3.1.0', date: '2024-03-12', notes: 'Keyboard shortcuts' },
];

const columns: GridColDef<Release>[] = [
  { field: 'version', headerName: 'Version', width: 100 },
  { field: 'date', headerName: 'Released', width: 120 },
  { field: 'notes', headerName: 'Highlights', flex: 1, minWidth: 200 },
];

export default function MinimalGrid() {
  return (
    <Box sx={{ width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        autoHeight
        hideFooter
        disableColumnMenu
        disableRowSelectionOnClick
        density="compact"
        aria-label="Release history in a table without chrome"
        sx={{
          border: 0,
          [`& .${gridClasses.columnHeaders}`]: { borderBottomWidth: 2 },
          [`& .${gridClasses.columnSeparator}`]: { display: 'none' },
          [`& .${gridClasses.cell}:focus, & .${gridClasses.columnHeader}:focus`]: {
            outlineOffset: -2,
          },
        }}
      />
    </Box>
  );
}
