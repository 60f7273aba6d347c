import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  priority: 'Low' | 'Normal' | 'High';
}

const subjects = ['Password reset', 'Invoice copy', 'Broken link', 'Refund request', 'New seat'];
const priorities: Ticket['priority'][] = ['Low', 'Normal', 'High'];

const rows: Ticket[] = Array.from({ length: 25 }, (_, index) => ({
  id: 4200 + index,
  subject: subjects[index % subjects.length],
  priority: priorities[(index * 2) % priorities.length],
}));

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 100 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 140 },
  { field: 'priority', headerName: 'Priority', width: 110 },
];

export default function FlexParentGrid() {
  return (
    // A panel of fixed height: header, then the grid takes whatever height is left.
    <Paper variant="outlined" sx={{ height: 420, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="h3">
          Support queue
        </Typography>
        <Typography variant="body2" color="text.secondary">
          The grid below grows to fill the rest of this panel.
        </Typography>
      </Box>
      {/* minHeight: 0 lets the flex item shrink below its content's height. */}
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} sx={{ border: 0 }} />
      </Box>
    </Paper>
  );
}
