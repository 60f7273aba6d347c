import type { DataGridProps } from '@mui/x-data-grid';
import type { PlaygroundPreset } from '../playgroundPreset';

const rows = [
  { id: 1, product: 'Notebook', price: 4.5, stock: 120 },
  { id: 2, product: 'Pencil', price: 0.8, stock: 540 },
  { id: 3, product: 'Backpack', price: 39, stock: 18 },
  { id: 4, product: 'Stapler', price: 12.5, stock: 64 },
];

const columns = [
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'price', headerName: 'Price', type: 'number' as const, width: 110 },
  { field: 'stock', headerName: 'Stock', type: 'number' as const, width: 110 },
];

export default {
  props: {
    rows,
    columns,
    sx: { height: 300 },
  },
} satisfies PlaygroundPreset<DataGridProps>;
