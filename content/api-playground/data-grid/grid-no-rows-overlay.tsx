import { DataGrid } from '@mui/x-data-grid';
import type { GridOverlayProps } from '@mui/x-data-grid';
import type { PlaygroundPreset } from '../playgroundPreset';

const columns = [
  { field: 'patient', headerName: 'Patient', width: 160 },
  { field: 'time', headerName: 'Time', width: 110 },
];

export default {
  props: {},
  slot: {
    parent: <DataGrid rows={[]} columns={columns} sx={{ height: 260 }} />,
    name: 'noRowsOverlay',
  },
} satisfies PlaygroundPreset<GridOverlayProps>;
