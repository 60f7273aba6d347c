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
            <TableCell>Lisbon</TableCell>
            <TableCell align="right">22 °C</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>Oslo</TableCell>
            <TableCell align="right">9 °C</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    ),
  },
} satisfies PlaygroundPreset<TableContainerProps>;
