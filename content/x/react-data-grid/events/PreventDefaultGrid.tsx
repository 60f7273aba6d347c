import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridEventListener } from '@mui/x-data-grid';

interface Seat {
  id: string;
  seat: string;
  zone: string;
  reserved: boolean;
}

const rows: Seat[] = [
  { id: 'A1', seat: 'A1', zone: 'Stalls', reserved: false },
  { id: 'A2', seat: 'A2', zone: 'Stalls', reserved: true },
  { id: 'A3', seat: 'A3', zone: 'Stalls', reserved: false },
  { id: 'B1', seat: 'B1', zone: 'Circle', reserved: true },
  { id: 'B2', seat: 'B2', zone: 'Circle', reserved: false },
];

const columns: GridColDef<Seat>[] = [
  { field: 'seat', headerName: 'Seat', width: 100 },
  { field: 'zone', headerName: 'Zone', flex: 1, minWidth: 120 },
  { field: 'reserved', headerName: 'Reserved', type: 'boolean', width: 110 },
];

export default function PreventDefaultGrid() {
  const [message, setMessage] = React.useState('Click a row to select it.');

  // An on* prop runs before the grid's own handler for the same event.
  const handleRowClick: GridEventListener<'rowClick'> = (params, event) => {
    const seat = params.row as Seat;
    if (seat.reserved) {
      // The grid skips its default reaction (selecting the row).
      event.defaultMuiPrevented = true;
      setMessage(`Seat ${seat.seat} is reserved and cannot be selected.`);
    } else {
      setMessage(`Seat ${seat.seat} selected.`);
    }
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2" role="status">
        {message}
      </Typography>
      <Box sx={{ height: 330, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} onRowClick={handleRowClick} hideFooter />
      </Box>
    </Stack>
  );
}
