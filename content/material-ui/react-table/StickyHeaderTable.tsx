import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

interface Departure {
  flight: string;
  destination: string;
  time: string;
  gate: string;
  status: string;
}

const destinations = [
  'Amsterdam',
  'Barcelona',
  'Copenhagen',
  'Dublin',
  'Edinburgh',
  'Frankfurt',
  'Geneva',
];
const statuses = ['On time', 'Boarding', 'Delayed', 'On time', 'Gate closed'];

// Fixed departures every 20 minutes from 06:00, so the server and the browser agree.
const departures: Departure[] = Array.from({ length: 24 }, (_, index) => {
  const minutes = 6 * 60 + index * 20;
  return {
    flight: `EW ${(4100 + index * 13).toString()}`,
    destination: destinations[index % destinations.length],
    time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    gate: `${'ABC'[index % 3]}${(index % 9) + 1}`,
    status: statuses[index % statuses.length],
  };
});

export default function StickyHeaderTable() {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <TableContainer
        sx={{ maxHeight: 320 }}
        tabIndex={0}
        role="region"
        aria-label="Departures, scrollable"
      >
        <Table stickyHeader size="small" aria-label="Departures">
          <TableHead>
            <TableRow>
              <TableCell>Time</TableCell>
              <TableCell>Flight</TableCell>
              <TableCell>Destination</TableCell>
              <TableCell>Gate</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {departures.map((departure) => (
              <TableRow key={departure.flight} hover>
                <TableCell>{departure.time}</TableCell>
                <TableCell component="th" scope="row">
                  {departure.flight}
                </TableCell>
                <TableCell>{departure.destination}</TableCell>
                <TableCell>{departure.gate}</TableCell>
                <TableCell>{departure.status}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
