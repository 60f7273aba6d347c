import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColumnMenu, GridColumnMenuProps } from '@mui/x-data-grid';

interface Task {
  id: number;
  task: string;
  owner: string;
  points: number;
  done: boolean;
}

const rows: Task[] = [
  { id: 1, task: 'Design the onboarding flow', owner: 'Maya', points: 5, done: true },
  { id: 2, task: 'Write the API client', owner: 'Omar', points: 8, done: false },
  { id: 3, task: 'Set up error tracking', owner: 'Lena', points: 3, done: true },
  { id: 4, task: 'Accessibility audit', owner: 'Maya', points: 5, done: false },
  { id: 5, task: 'Translate the settings page', owner: 'Jun', points: 2, done: false },
  { id: 6, task: 'Load test the search', owner: 'Omar', points: 5, done: false },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'owner', headerName: 'Owner', width: 110 },
  { field: 'points', headerName: 'Points', type: 'number', width: 90 },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 90 },
];

/** The default menu, without its "Hide column" and "Manage columns" items. */
function TaskColumnMenu(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuColumnsItem: null }} />;
}

export default function CustomColumnMenuGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ columnMenu: TaskColumnMenu }}
        hideFooter
        aria-label="Tasks with a reduced column menu"
      />
    </Box>
  );
}
