import { DataGrid } from '@mui/x-data-grid';
import type { GridOverlayProps } from '@mui/x-data-grid';
import type { PlaygroundPreset } from '../playgroundPreset';

const columns = [
  { field: 'parcel', headerName: 'Parcel', width: 140 },
  { field: 'eta', headerName: 'Arrives', width: 120 },
];

export default {
  props: {
    children: 'No parcels on their way',
  },
  slot: {
    parent: <DataGrid rows={[]} columns={columns} sx={{ height: 260 }} />,
    name: 'noRowsOverlay',
  },
} satisfies PlaygroundPreset<GridOverlayProps>;
