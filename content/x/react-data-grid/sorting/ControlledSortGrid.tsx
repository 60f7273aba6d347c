import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridSortModel } from '@mui/x-data-grid';
import { supportTicketColumns, supportTickets } from '@demo-data/supportTickets';

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
          rows={supportTickets}
          columns={supportTicketColumns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          hideFooter
          aria-label="Support tickets with a controlled sort"
        />
      </Box>
    </Box>
  );
}
