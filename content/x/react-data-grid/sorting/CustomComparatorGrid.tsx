import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridComparatorFn } from '@mui/x-data-grid';

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

const PRIORITY_RANK: Record<Priority, number> = { Low: 0, Medium: 1, High: 2, Critical: 3 };

// Sorts priorities by severity instead of alphabetically.
const priorityComparator: GridComparatorFn<Priority> = (a, b) =>
  PRIORITY_RANK[a] - PRIORITY_RANK[b];

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'assignee', headerName: 'Assignee', width: 110 },
  {
    field: 'priority',
    headerName: 'Priority',
    width: 110,
    sortComparator: priorityComparator,
    // Severity is read from the top: the first click sorts descending.
    sortingOrder: ['desc', 'asc', null],
  },
  { field: 'votes', headerName: 'Votes', type: 'number', width: 90 },
  { field: 'opened', headerName: 'Opened', type: 'date', width: 120 },
];

export default function CustomComparatorGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        experimentalFeatures={{ ariaV7: true }}
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'priority', sort: 'desc' }] } }}
        hideFooter
        aria-label="Support tickets sorted by severity"
      />
    </Box>
  );
}
