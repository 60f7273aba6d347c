import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridOverlay } from '@mui/x-data-grid';

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

function EmptyBacklog() {
  return (
    <GridOverlay>
      <Stack alignItems="center" spacing={1}>
        <Typography variant="subtitle1">The backlog is empty</Typography>
        <Typography variant="body2" color="text.secondary">
          New tasks appear here as soon as they are created.
        </Typography>
      </Stack>
    </GridOverlay>
  );
}

export default function OverlaysGrid() {
  const [state, setState] = React.useState<'loaded' | 'loading' | 'empty'>('loaded');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button variant="outlined" onClick={() => setState('loading')}>
          Loading
        </Button>
        <Button variant="outlined" onClick={() => setState('empty')}>
          Empty
        </Button>
        <Button variant="outlined" onClick={() => setState('loaded')}>
          Loaded
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={state === 'loaded' ? rows : []}
          columns={columns}
          loading={state === 'loading'}
          slots={{ loadingOverlay: LinearProgress, noRowsOverlay: EmptyBacklog }}
          aria-label="Tasks with custom overlays"
        />
      </Box>
    </Box>
  );
}
