import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
  GridToolbarContainer,
  GridToolbarFilterButton,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  owner: string;
  status: 'Todo' | 'In progress' | 'Done';
  estimate: number;
}

const initialRows: Task[] = [
  { id: 1, title: 'Write release notes', owner: 'Priya', status: 'In progress', estimate: 3 },
  { id: 2, title: 'Fix login redirect', owner: 'Jonas', status: 'Todo', estimate: 5 },
  { id: 3, title: 'Review pricing page', owner: 'Amara', status: 'Done', estimate: 2 },
  { id: 4, title: 'Migrate billing jobs', owner: 'Jonas', status: 'In progress', estimate: 8 },
  { id: 5, title: 'Update onboarding emails', owner: 'Priya', status: 'Todo', estimate: 3 },
  { id: 6, title: 'Load test the API', owner: 'Amara', status: 'Todo', estimate: 5 },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 180, editable: true },
  { field: 'owner', headerName: 'Owner', width: 120, editable: true },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Todo', 'In progress', 'Done'],
    width: 140,
    editable: true,
  },
  { field: 'estimate', headerName: 'Estimate (days)', type: 'number', width: 150, editable: true },
];

function TaskToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
      <Box sx={{ flexGrow: 1 }} />
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function EditableFilterableGrid() {
  const [rows, setRows] = React.useState(initialRows);
  const [error, setError] = React.useState<string | null>(null);

  // Called when an edit is committed: validate, save, and return the row to keep.
  const processRowUpdate = (newRow: Task) => {
    if (newRow.title.trim() === '') {
      throw new Error('A task needs a title.');
    }
    if (newRow.estimate < 0) {
      throw new Error('An estimate cannot be negative.');
    }
    setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
    setError(null);
    return newRow;
  };

  const totalDays = rows.reduce((sum, row) => sum + row.estimate, 0);

  return (
    <Stack spacing={1}>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(reason: Error) => setError(reason.message)}
          slots={{ toolbar: TaskToolbar }}
          initialState={{
            filter: {
              filterModel: { items: [{ field: 'status', operator: 'not', value: 'Done' }] },
            },
          }}
        />
      </Box>
      {error ? (
        <Alert severity="error" onClose={() => setError(null)}>
          {error} The change was not saved.
        </Alert>
      ) : (
        <Alert severity="info">Saved estimate for all tasks: {totalDays} days.</Alert>
      )}
    </Stack>
  );
}
