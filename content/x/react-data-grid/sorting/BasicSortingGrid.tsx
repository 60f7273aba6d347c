import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { supportTicketColumns, supportTickets } from '@demo-data/supportTickets';

export default function BasicSortingGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={supportTickets}
        columns={supportTicketColumns}
        hideFooter
        aria-label="Support tickets, sortable by column"
      />
    </Box>
  );
}
