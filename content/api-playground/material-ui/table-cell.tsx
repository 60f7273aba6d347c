import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { TableCellProps } from '@mui/material/TableCell';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: '$4.20',
  },
  wrapper: (
    <Table sx={{ maxWidth: 360 }}>
      <TableBody>
        <TableRow>
          <TableCell>Flat white</TableCell>
          {/* The cell the playground sets. */}
        </TableRow>
      </TableBody>
    </Table>
  ),
} satisfies PlaygroundPreset<TableCellProps>;
