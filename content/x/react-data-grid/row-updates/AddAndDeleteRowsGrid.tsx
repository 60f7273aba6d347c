import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';

interface Item {
  id: number;
  label: string;
  done: boolean;
}

const labels = [
  'Buy stamps',
  'Call the plumber',
  'Renew passport',
  'Return library books',
  'Book dentist',
];

const columns: GridColDef<Item>[] = [
  { field: 'label', headerName: 'To do', flex: 1, editable: true },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 90, editable: true },
];

export default function AddAndDeleteRowsGrid() {
  const [rows, setRows] = React.useState<Item[]>(() =>
    labels.slice(0, 3).map((label, index) => ({ id: index + 1, label, done: false })),
  );
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);
  const nextId = React.useRef(4);

  const addRow = () => {
    const id = nextId.current;
    nextId.current += 1;
    // A new array with one more row: the grid keeps sorting, filters and selection.
    setRows((prev) => [...prev, { id, label: labels[(id - 1) % labels.length], done: false }]);
  };

  const deleteSelected = () => {
    setRows((prev) => prev.filter((row) => !selection.includes(row.id)));
    setSelection([]);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={addRow}>
          Add a row
        </Button>
        <Button
          size="small"
          color="error"
          disabled={selection.length === 0}
          onClick={deleteSelected}
        >
          Delete selected ({selection.length})
        </Button>
      </Stack>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          processRowUpdate={(newRow: Item) => {
            setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
            return newRow;
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
