import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { TableRowProps } from '@mui/material/TableRow';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <TableCell key="drink">Flat white</TableCell>,
      <TableCell key="price" align="right">
        $4.20
      </TableCell>,
    ],
  },
  wrapper: (
    <Table sx={{ maxWidth: 360 }}>
      <TableBody>
        <TableRow>
          <TableCell>Espresso</TableCell>
          <TableCell align="right">$2.80</TableCell>
        </TableRow>
        {/* The row the playground sets. */}
      </TableBody>
    </Table>
  ),
} satisfies PlaygroundPreset<TableRowProps>;
