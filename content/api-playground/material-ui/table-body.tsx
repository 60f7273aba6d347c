import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TableBodyProps } from '@mui/material/TableBody';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <TableRow key="espresso">
        <TableCell>Espresso</TableCell>
        <TableCell align="right">$2.80</TableCell>
      </TableRow>,
      <TableRow key="flat-white">
        <TableCell>Flat white</TableCell>
        <TableCell align="right">$4.20</TableCell>
      </TableRow>,
    ],
  },
  wrapper: (
    <Table sx={{ maxWidth: 360 }}>
      <TableHead>
        <TableRow>
          <TableCell>Drink</TableCell>
          <TableCell align="right">Price</TableCell>
        </TableRow>
      </TableHead>
      {/* The body the playground sets. */}
    </Table>
  ),
} satisfies PlaygroundPreset<TableBodyProps>;
