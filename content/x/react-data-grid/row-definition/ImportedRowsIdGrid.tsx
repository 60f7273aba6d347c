import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';

// Imported lines have no key of their own: each row gets one when it is imported.
interface Subscriber {
  id: string;
  name: string;
  email: string;
}

// Turns "name, email" lines into rows, numbering them from `firstId`.
function parseSubscribers(text: string, firstId: number): Subscriber[] {
  return text
    .split('\n')
    .map((line) => line.split(',').map((part) => part.trim()))
    .filter(([name, email]) => name && email)
    .map(([name, email], index) => ({ id: `import-${firstId + index}`, name, email }));
}

const firstBatch = 'Amelia Hart, amelia.hart@example.com\nDiego Ramos, diego@example.org';

const columns: GridColDef<Subscriber>[] = [
  { field: 'id', headerName: 'Row id', width: 110 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
];

export default function ImportedRowsIdGrid() {
  // Ids are created once, when rows arrive, from a counter that only grows: never during
  // render, and never from a row's position, which changes when rows are removed.
  const [rows, setRows] = React.useState<Subscriber[]>(() => parseSubscribers(firstBatch, 1));
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);
  const [nextId, setNextId] = React.useState(() => rows.length + 1);
  const [text, setText] = React.useState('Nadia Karimi, nadia.k@example.net');

  const handleImport = () => {
    const imported = parseSubscribers(text, nextId);
    setRows((previous) => [...previous, ...imported]);
    setNextId((id) => id + imported.length);
    setText('');
  };

  const handleRemove = () => {
    setRows((previous) => previous.filter((row) => !selection.includes(row.id)));
    setSelection([]);
  };

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
        <TextField
          label="Name, email (one per line)"
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={2}
          fullWidth
        />
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={handleImport} disabled={text.trim() === ''}>
            Import
          </Button>
          <Button onClick={handleRemove} disabled={selection.length === 0}>
            Remove selected
          </Button>
        </Stack>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
          aria-label="Imported subscribers"
        />
      </Box>
    </Box>
  );
}
