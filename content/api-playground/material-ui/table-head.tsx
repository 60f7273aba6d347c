import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { TableHeadProps } from '@mui/material/TableHead';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: (
      <TableRow>
        <TableCell>Drink</TableCell>
        <TableCell align="right">Price</TableCell>
      </TableRow>
    ),
  },
  wrapper: (
    <Table sx={{ maxWidth: 360 }}>
      {/* The head the playground sets. */}
      <TableBody>
        <TableRow>
          <TableCell>Espresso</TableCell>
          <TableCell align="right">$2.80</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  ),
} satisfies PlaygroundPreset<TableHeadProps>;
