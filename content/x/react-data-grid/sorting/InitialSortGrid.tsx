import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { supportTicketColumns, supportTickets } from '@demo-data/supportTickets';

export default function InitialSortGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={supportTickets}
        columns={supportTicketColumns}
        initialState={{ sorting: { sortModel: [{ field: 'votes', sort: 'desc' }] } }}
        hideFooter
        aria-label="Support tickets, most voted first"
      />
    </Box>
  );
}
