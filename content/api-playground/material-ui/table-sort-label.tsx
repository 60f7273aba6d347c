import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TableSortLabelProps } from '@mui/material/TableSortLabel';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    active: true,
    children: 'Price',
  },
  wrapper: (
    <Table sx={{ maxWidth: 360 }}>
      <TableHead>
        <TableRow>
          <TableCell>Drink</TableCell>
          <TableCell>{/* The sort label the playground sets. */}</TableCell>
        </TableRow>
      </TableHead>
    </Table>
  ),
} satisfies PlaygroundPreset<TableSortLabelProps>;
