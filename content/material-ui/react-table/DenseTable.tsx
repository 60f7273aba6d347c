import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

interface Reading {
  station: string;
  temperature: number;
  humidity: number;
  wind: number;
  rain: number;
}

const readings: Reading[] = [
  { station: 'Bergen', temperature: 9.4, humidity: 87, wind: 24, rain: 6.2 },
  { station: 'Lisbon', temperature: 17.8, humidity: 64, wind: 12, rain: 0 },
  { station: 'Montréal', temperature: 3.1, humidity: 71, wind: 19, rain: 1.4 },
  { station: 'Nairobi', temperature: 22.6, humidity: 52, wind: 9, rain: 0.3 },
  { station: 'Osaka', temperature: 14.9, humidity: 68, wind: 15, rain: 2.8 },
  { station: 'Perth', temperature: 26.2, humidity: 38, wind: 27, rain: 0 },
];

export default function DenseTable() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" sx={{ minWidth: 520 }}>
        <caption>Weather station readings at 12:00 UTC on March 14, 2024</caption>
        <TableHead>
          <TableRow>
            <TableCell>Station</TableCell>
            <TableCell align="right">Temperature (°C)</TableCell>
            <TableCell align="right">Humidity (%)</TableCell>
            <TableCell align="right">Wind (km/h)</TableCell>
            <TableCell align="right">Rain (mm)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {readings.map((reading) => (
            <TableRow key={reading.station}>
              <TableCell component="th" scope="row">
                {reading.station}
              </TableCell>
              <TableCell align="right">{reading.temperature.toFixed(1)}</TableCell>
              <TableCell align="right">{reading.humidity}</TableCell>
              <TableCell align="right">{reading.wind}</TableCell>
              <TableCell align="right">{reading.rain.toFixed(1)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
