import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Review {
  id: number;
  reviewer: string;
  text: string;
}

const rows: Review[] = [
  { id: 1, reviewer: 'Mireille', text: 'Great.' },
  {
    id: 2,
    reviewer: 'Tobias',
    text: 'The battery lasts a full day of heavy use, and the screen is easy to read in sunlight. The charger that comes with it is slow, though; a faster one halves the charging time.',
  },
  { id: 3, reviewer: 'Ngozi', text: 'Arrived a day early and works as described.' },
  {
    id: 4,
    reviewer: 'Rafael',
    text: 'I returned my first one because of a dead pixel. Customer service sent a replacement within three days, without asking me to ship the faulty unit first. Impressed.',
  },
  { id: 5, reviewer: 'Aiko', text: 'Good value for the price, but the case scratches easily.' },
];

const columns: GridColDef<Review>[] = [
  { field: 'reviewer', headerName: 'Reviewer', width: 120 },
  {
    field: 'text',
    headerName: 'Review',
    flex: 1,
    minWidth: 240,
    // Let the text wrap; the row then grows to fit it.
    renderCell: ({ value }) => <Box sx={{ py: 1, whiteSpace: 'normal' }}>{value}</Box>,
  },
];

export default function AutoRowHeightGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        // An estimate for rows not measured yet, so the scrollbar is close to right from the start.
        getEstimatedRowHeight={() => 80}
        hideFooter
      />
    </Box>
  );
}
