import { DataGrid } from '@mui/x-data-grid';
import type { GridFooterContainerProps } from '@mui/x-data-grid';
import type { PlaygroundPreset } from '../playgroundPreset';

const rows = [
  { id: 1, course: 'Pottery basics', seats: 12, booked: 9 },
  { id: 2, course: 'Life drawing', seats: 15, booked: 15 },
  { id: 3, course: 'Watercolour', seats: 10, booked: 4 },
];

const columns = [
  { field: 'course', headerName: 'Course', width: 160 },
  { field: 'seats', headerName: 'Seats', type: 'number' as const, width: 90 },
  { field: 'booked', headerName: 'Booked', type: 'number' as const, width: 90 },
];

export default {
  props: {},
  slot: {
    parent: <DataGrid rows={rows} columns={columns} checkboxSelection sx={{ height: 320 }} />,
    name: 'footer',
  },
} satisfies PlaygroundPreset<GridFooterContainerProps>;
