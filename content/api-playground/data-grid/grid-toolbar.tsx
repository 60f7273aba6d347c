import { DataGrid } from '@mui/x-data-grid';
import type { GridToolbarProps } from '@mui/x-data-grid';
import type { PlaygroundPreset } from '../playgroundPreset';

const rows = [
  { id: 1, title: 'Dune', author: 'Frank Herbert', year: 1965 },
  { id: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979 },
  { id: 3, title: 'Solaris', author: 'Stanisław Lem', year: 1961 },
];

const columns = [
  { field: 'title', headerName: 'Title', width: 140 },
  { field: 'author', headerName: 'Author', width: 180 },
  { field: 'year', headerName: 'Year', type: 'number' as const, width: 100 },
];

export default {
  props: {
    showQuickFilter: true,
  },
  slot: {
    parent: <DataGrid rows={rows} columns={columns} sx={{ height: 320 }} />,
    name: 'toolbar',
  },
} satisfies PlaygroundPreset<GridToolbarProps>;
