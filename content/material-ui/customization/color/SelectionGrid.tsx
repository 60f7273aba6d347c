import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  owner: string;
  status: string;
  estimate: number;
}

const rows: Task[] = [
  {
    id: 1,
    title: 'Write the release notes',
    owner: 'Amara Okafor',
    status: 'In progress',
    estimate: 3,
  },
  { id: 2, title: 'Review the checkout flow', owner: 'Lucas Moreau', status: 'To do', estimate: 5 },
  { id: 3, title: 'Fix the date filter', owner: 'Mei Tanaka', status: 'Done', estimate: 2 },
  {
    id: 4,
    title: 'Update the onboarding emails',
    owner: 'Jonas Berg',
    status: 'To do',
    estimate: 4,
  },
  {
    id: 5,
    title: 'Archive last year’s reports',
    owner: 'Sofia Reyes',
    status: 'In progress',
    estimate: 1,
  },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'owner', headerName: 'Owner', width: 140 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'estimate', headerName: 'Days', type: 'number', width: 80 },
];

export default function SelectionGrid() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([1, 3]);

  return (
    <Box>
      <Typography id="selection-grid-title" variant="subtitle1" component="h3" gutterBottom>
        Sprint tasks ({selection.length} selected)
      </Typography>
      <Box sx={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
          aria-labelledby="selection-grid-title"
        />
      </Box>
    </Box>
  );
}
