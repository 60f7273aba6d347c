import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { supportTicketColumns, supportTickets } from '@demo-data/supportTickets';

export default function MultiColumnSortingProGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={supportTickets}
        columns={supportTicketColumns}
        initialState={{
          sorting: {
            sortModel: [
              { field: 'assignee', sort: 'asc' },
              { field: 'votes', sort: 'desc' },
            ],
          },
        }}
        hideFooter
        aria-label="Support tickets sorted by assignee, then votes"
      />
    </Box>
  );
}
