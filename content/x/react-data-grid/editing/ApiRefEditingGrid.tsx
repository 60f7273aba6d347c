import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

interface Plant {
  id: number;
  plant: string;
  waterEveryDays: number;
}

const rows: Plant[] = [
  { id: 1, plant: 'Monstera', waterEveryDays: 7 },
  { id: 2, plant: 'Snake plant', waterEveryDays: 14 },
  { id: 3, plant: 'Basil', waterEveryDays: 2 },
];

const columns: GridColDef<Plant>[] = [
  { field: 'plant', headerName: 'Plant', flex: 1, minWidth: 150, editable: true },
  {
    field: 'waterEveryDays',
    headerName: 'Water every (days)',
    type: 'number',
    width: 170,
    editable: true,
  },
];

export default function ApiRefEditingGrid() {
  const apiRef = useGridApiRef();

  const editFirstPlant = () => {
    apiRef.current.setCellFocus(1, 'plant');
    apiRef.current.startCellEditMode({ id: 1, field: 'plant' });
  };

  const stopAll = () => {
    rows.forEach((row) => {
      columns.forEach((column) => {
        if (apiRef.current.getCellMode(row.id, column.field) === 'edit') {
          apiRef.current.stopCellEditMode({ id: row.id, field: column.field });
        }
      });
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button variant="outlined" onClick={editFirstPlant}>
          Edit first plant name
        </Button>
        <Button onMouseDown={(event) => event.preventDefault()} onClick={stopAll}>
          Commit open edits
        </Button>
      </Stack>
      <Box sx={{ height: 240 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          aria-label="Plants edited through the API"
        />
      </Box>
    </Box>
  );
}
