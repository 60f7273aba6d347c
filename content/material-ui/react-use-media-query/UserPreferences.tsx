import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';

function QueryRow({ query, meaning }: { query: string; meaning: string }) {
  const matches = useMediaQuery(query);
  return (
    <TableRow>
      <TableCell sx={{ fontFamily: 'monospace' }}>{query}</TableCell>
      <TableCell>{meaning}</TableCell>
      <TableCell>{matches ? 'yes' : 'no'}</TableCell>
    </TableRow>
  );
}

export default function UserPreferences() {
  return (
    <Table size="small" aria-label="Media features of this device">
      <TableHead>
        <TableRow>
          <TableCell>Query</TableCell>
          <TableCell>Asks</TableCell>
          <TableCell>Matches</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <QueryRow query="(prefers-color-scheme: dark)" meaning="The system uses a dark theme" />
        <QueryRow query="(prefers-reduced-motion: reduce)" meaning="Animations should be minimal" />
        <QueryRow query="(hover: hover)" meaning="The main pointer can hover" />
        <QueryRow query="(pointer: coarse)" meaning="The main pointer is a finger" />
        <QueryRow query="(orientation: portrait)" meaning="The viewport is taller than wide" />
        <QueryRow query="print" meaning="The page is being printed" />
      </TableBody>
    </Table>
  );
}
