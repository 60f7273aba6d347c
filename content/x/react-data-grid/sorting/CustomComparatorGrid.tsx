import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridComparatorFn } from '@mui/x-data-grid';
import {
  supportTicketColumns,
  supportTickets,
  type SupportTicket,
  type TicketPriority,
} from '@demo-data/supportTickets';

const PRIORITY_RANK: Record<TicketPriority, number> = { Low: 0, Medium: 1, High: 2, Critical: 3 };

// Sorts priorities by severity instead of alphabetically.
const priorityComparator: GridComparatorFn<TicketPriority> = (a, b) =>
  PRIORITY_RANK[a] - PRIORITY_RANK[b];

// The shared columns, with the priority column ranked by severity.
const columns: GridColDef<SupportTicket>[] = supportTicketColumns.map((column) =>
  column.field === 'priority'
    ? {
        ...column,
        sortComparator: priorityComparator,
        // Severity is read from the top: the first click sorts descending.
        sortingOrder: ['desc', 'asc', null],
      }
    : column,
);

export default function CustomComparatorGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={supportTickets}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'priority', sort: 'desc' }] } }}
        hideFooter
        aria-label="Support tickets sorted by severity"
      />
    </Box>
  );
}
