import { DataGrid } from '@mui/x-data-grid';
import type { GridToolbarExportProps } from '@mui/x-data-grid';
import type { PlaygroundPreset } from '../playgroundPreset';

const rows = [
  { id: 1, sku: 'MUG-01', item: 'Enamel mug', quantity: 48 },
  { id: 2, sku: 'LMP-07', item: 'Desk lamp', quantity: 12 },
  { id: 3, sku: 'NTB-15', item: 'Dot-grid notebook', quantity: 230 },
];

const columns = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'item', headerName: 'Item', width: 170 },
  { field: 'quantity', headerName: 'Quantity', type: 'number' as const, width: 110 },
];

export default {
  props: {
    csvOptions: { fileName: 'stock-count' },
  },
  slot: {
    parent: <DataGrid rows={rows} columns={columns} sx={{ height: 320 }} />,
    name: 'toolbar',
  },
} satisfies PlaygroundPreset<GridToolbarExportProps>;
