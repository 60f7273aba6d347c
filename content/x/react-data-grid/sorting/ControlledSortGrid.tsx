import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridSortModel } from '@mui/x-data-grid';

type Priority = 'Low' | 'Medium' | 'High' | 'Critical';

interface Ticket {
  id: number;
  subject: string;
  assignee: string;
  priority: Priority;
  votes: number;
  opened: Date;
}

const rows: Ticket[] = [
  {
    id: 1,
    subject: 'Export ignores hidden columns',
    assignee: 'Rosa',
    priority: 'High',
    votes: 14,
    opened: new Date(2024, 2, 4),
  },
  {
    id: 2,
    subject: 'Typo in the settings page',
    assignee: 'Ahmed',
    priority: 'Low',
    votes: 2,
    opened: new Date(2024, 2, 11),
  },
  {
    id: 3,
    subject: 'Crash when uploading a PDF',
    assignee: 'Rosa',
    priority: 'Critical',
    votes: 31,
    opened: new Date(2024, 1, 27),
  },
  {
    id: 4,
    subject: 'Dark mode contrast on badges',
    assignee: 'Lin',
    priority: 'Medium',
    votes: 9,
    opened: new Date(2024, 2, 1),
  },
  {
    id: 5,
    subject: 'Slow search on large projects',
    assignee: 'Ahmed',
    priority: 'High',
    votes: 22,
    opened: new Date(2024, 1, 15),
  },
  {
    id: 6,
    subject: 'Keyboard trap in the date dialog',
    assignee: 'Lin',
    priority: 'Critical',
    votes: 18,
    opened: new Date(2024, 2, 8),
  },
  {
    id: 7,
    subject: 'Wrong currency symbol for CHF',
    assignee: 'Tomás',
    priority: 'Medium',
    votes: 5,
    opened: new Date(2024, 0, 30),
  },
  {
    id: 8,
    subject: 'Add CSV import',
    assignee: 'Tomás',
    priority: 'Low',
    votes: 40,
    opened: new Date(2023, 11, 12),
  },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'assignee', headerName: 'Assignee', width: 110 },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'votes', headerName: 'Votes', type: 'number', width: 90 },
  { field: 'opened', headerName: 'Opened', type: 'date', width: 120 },
];

export default function ControlledSortGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'opened', sort: 'asc' },
  ]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        flexWrap="wrap"
        alignItems="center"
        sx={{ mb: 1 }}
      >
        <Button variant="outlined" onClick={() => setSortModel([{ field: 'opened', sort: 'asc' }])}>
          Oldest first
        </Button>
        <Button variant="outlined" onClick={() => setSortModel([{ field: 'votes', sort: 'desc' }])}>
          Most voted
        </Button>
        <Button onClick={() => setSortModel([])}>Unsorted</Button>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {sortModel.length === 0
            ? 'No sorting'
            : `Sorted by ${sortModel[0].field} (${sortModel[0].sort})`}
        </Typography>
      </Stack>
      <Box sx={{ height: 440 }}>
        <DataGrid
          experimentalFeatures={{ ariaV7: true }}
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          hideFooter
          aria-label="Support tickets with a controlled sort"
        />
      </Box>
    </Box>
  );
}
