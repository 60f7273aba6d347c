import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { TableFooterProps } from '@mui/material/TableFooter';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: (
      <TableRow>
        <TableCell>Total</TableCell>
        <TableCell align="right">$7.00</TableCell>
      </TableRow>
    ),
  },
  wrapper: (
    <Table sx={{ maxWidth: 360 }}>
      <TableBody>
        <TableRow>
          <TableCell>Espresso</TableCell>
          <TableCell align="right">$2.80</TableCell>
        </TableRow>
        <TableRow>
          <TableCell>Flat white</TableCell>
          <TableCell align="right">$4.20</TableCell>
        </TableRow>
      </TableBody>
      {/* The footer the playground sets. */}
    </Table>
  ),
} satisfies PlaygroundPreset<TableFooterProps>;
