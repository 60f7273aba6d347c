import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

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

/** Sums the points of the rows that pass the filters, and shows progress. */
function ProgressFooter() {
  const apiRef = useGridApiContext();
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const tasks = entries.map((entry) => entry.model as Task);
  const total = tasks.reduce((sum, task) => sum + task.points, 0);
  const done = tasks.filter((task) => task.done).reduce((sum, task) => sum + task.points, 0);
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);

  return (
    <GridFooterContainer sx={{ px: 2, gap: 2 }}>
      <Typography variant="body2">
        {done} of {total} points done
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="Points done"
        sx={{ flexGrow: 1, maxWidth: 240 }}
      />
      <Typography variant="body2">{percent}%</Typography>
    </GridFooterContainer>
  );
}

export default function CustomFooterGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ footer: ProgressFooter }}
        aria-label="Tasks with a progress footer"
      />
    </Box>
  );
}
