import { DataGrid } from '@mui/x-data-grid';
import type { GridOverlayProps } from '@mui/x-data-grid';
import type { PlaygroundPreset } from '../playgroundPreset';

const columns = [
  { field: 'repository', headerName: 'Repository', width: 180 },
  { field: 'stars', headerName: 'Stars', type: 'number' as const, width: 100 },
];

export default {
  props: {},
  slot: {
    parent: <DataGrid rows={[]} columns={columns} loading sx={{ height: 260 }} />,
    name: 'loadingOverlay',
  },
} satisfies PlaygroundPreset<GridOverlayProps>;
