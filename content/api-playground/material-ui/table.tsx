import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TableProps } from '@mui/material/Table';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <TableHead key="head">
        <TableRow>
          <TableCell>Fruit</TableCell>
          <TableCell align="right">Calories</TableCell>
        </TableRow>
      </TableHead>,
      <TableBody key="body">
        <TableRow>
          <TableCell>Apple</TableCell>
          <TableCell align="right">95</TableCell>
        </TableRow>
      </TableBody>,
    ],
  },
} satisfies PlaygroundPreset<TableProps>;
