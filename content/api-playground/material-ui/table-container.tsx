import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { TableContainerProps } from '@mui/material/TableContainer';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    component: Paper,
    sx: { maxWidth: 360 },
    children: (
      <Table size="small">
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
      </Table>
    ),
  },
} satisfies PlaygroundPreset<TableContainerProps>;
