import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { supportTicketColumns, supportTickets } from '@demo-data/supportTickets';

// Assignee cannot be sorted; the other columns never return to the unsorted state.
const sortableColumns = supportTicketColumns.map((column) =>
  column.field === 'assignee' ? { ...column, sortable: false } : column,
);

export default function SortingOrderGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={supportTickets}
        columns={sortableColumns}
        sortingOrder={['desc', 'asc']}
        hideFooter
        aria-label="Support tickets with a two-step sorting order"
      />
    </Box>
  );
}
