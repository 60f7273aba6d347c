import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';

interface Runner {
  bib: number;
  name: string;
  country: string;
  age: number;
  /** Finishing time in seconds. */
  time: number;
}

type SortKey = keyof Omit<Runner, 'bib'>;
type Order = 'asc' | 'desc';

const runners: Runner[] = [
  { bib: 104, name: 'Amina Diallo', country: 'Senegal', age: 29, time: 8734 },
  { bib: 87, name: 'Jonas Becker', country: 'Germany', age: 34, time: 8912 },
  { bib: 211, name: 'Lucía Fernández', country: 'Spain', age: 41, time: 9655 },
  { bib: 56, name: 'Kenji Watanabe', country: 'Japan', age: 27, time: 8598 },
  { bib: 330, name: 'Olivia Brown', country: 'Canada', age: 38, time: 9240 },
  { bib: 149, name: 'Rahul Mehta', country: 'India', age: 31, time: 9012 },
];

const columns: { key: SortKey; label: string; numeric: boolean }[] = [
  { key: 'name', label: 'Runner', numeric: false },
  { key: 'country', label: 'Country', numeric: false },
  { key: 'age', label: 'Age', numeric: true },
  { key: 'time', label: 'Finish time', numeric: true },
];

function formatTime(seconds: number) {
  const hours = Math.floor(seconds / 3600);
  const minutes = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
  const rest = String(seconds % 60).padStart(2, '0');
  return `${hours}:${minutes}:${rest}`;
}

function compare(a: Runner, b: Runner, key: SortKey) {
  const left = a[key];
  const right = b[key];
  if (typeof left === 'number' && typeof right === 'number') {
    return left - right;
  }
  return String(left).localeCompare(String(right));
}

export default function SortableTable() {
  const [orderBy, setOrderBy] = React.useState<SortKey>('time');
  const [order, setOrder] = React.useState<Order>('asc');

  const handleSort = (key: SortKey) => {
    // A second click on the active column flips the direction; a new column starts ascending.
    setOrder(orderBy === key && order === 'asc' ? 'desc' : 'asc');
    setOrderBy(key);
  };

  const sortedRunners = React.useMemo(() => {
    const sign = order === 'asc' ? 1 : -1;
    return [...runners].sort((a, b) => sign * compare(a, b, orderBy));
  }, [order, orderBy]);

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table sx={{ minWidth: 560 }} aria-label="City marathon results">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.numeric ? 'right' : 'left'}
                sortDirection={orderBy === column.key ? order : false}
              >
                <TableSortLabel
                  active={orderBy === column.key}
                  direction={orderBy === column.key ? order : 'asc'}
                  onClick={() => handleSort(column.key)}
                >
                  {column.label}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sortedRunners.map((runner) => (
            <TableRow key={runner.bib} hover>
              <TableCell component="th" scope="row">
                {runner.name}
              </TableCell>
              <TableCell>{runner.country}</TableCell>
              <TableCell align="right">{runner.age}</TableCell>
              <TableCell align="right">{formatTime(runner.time)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
