import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Peak {
  id: number;
  name: string;
  range: string;
  height: number;
}

const peaks: Peak[] = [
  { id: 1, name: 'Mount Everest', range: 'Himalaya', height: 8849 },
  { id: 2, name: 'K2', range: 'Karakoram', height: 8611 },
  { id: 3, name: 'Kangchenjunga', range: 'Himalaya', height: 8586 },
  { id: 4, name: 'Lhotse', range: 'Himalaya', height: 8516 },
  { id: 5, name: 'Makalu', range: 'Himalaya', height: 8485 },
  { id: 6, name: 'Cho Oyu', range: 'Himalaya', height: 8188 },
  { id: 7, name: 'Dhaulagiri I', range: 'Himalaya', height: 8167 },
  { id: 8, name: 'Manaslu', range: 'Himalaya', height: 8163 },
  { id: 9, name: 'Nanga Parbat', range: 'Himalaya', height: 8126 },
  { id: 10, name: 'Annapurna I', range: 'Himalaya', height: 8091 },
  { id: 11, name: 'Gasherbrum I', range: 'Karakoram', height: 8080 },
  { id: 12, name: 'Broad Peak', range: 'Karakoram', height: 8051 },
  { id: 13, name: 'Gasherbrum II', range: 'Karakoram', height: 8035 },
  { id: 14, name: 'Shishapangma', range: 'Himalaya', height: 8027 },
];

const columns: GridColDef<Peak>[] = [
  { field: 'name', headerName: 'Peak', flex: 1, minWidth: 150 },
  { field: 'range', headerName: 'Range', width: 150 },
  { field: 'height', headerName: 'Height (m)', type: 'number', width: 120 },
];

export default function PaginationSlotPropsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={peaks}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
        // The default pagination is Material UI's TablePagination: its props pass through.
        slotProps={{
          pagination: {
            showFirstButton: true,
            showLastButton: true,
            labelRowsPerPage: 'Peaks per page',
            labelDisplayedRows: ({ from, to, count }) => `Peaks ${from} to ${to} of ${count}`,
          },
        }}
        aria-label="The fourteen eight-thousanders"
      />
    </Box>
  );
}
