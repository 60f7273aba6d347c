import type { DataGridProProps } from '@mui/x-data-grid-pro';
import type { PlaygroundPreset } from '../playgroundPreset';

const rows = [
  { id: 1, path: ['Design'], size: 0 },
  { id: 2, path: ['Design', 'logo.svg'], size: 12 },
  { id: 3, path: ['Design', 'palette.pdf'], size: 340 },
  { id: 4, path: ['Budget.xlsx'], size: 58 },
];

const columns = [{ field: 'size', headerName: 'Size (kB)', type: 'number' as const }];

export default {
  props: {
    rows,
    columns,
    treeData: true,
    getTreeDataPath: (row) => row.path,
    sx: { height: 300 },
  },
} satisfies PlaygroundPreset<DataGridProProps>;
