import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import type { GridFooterContainerProps } from '@mui/x-data-grid';
import type { PlaygroundPreset } from '../playgroundPreset';

const rows = [
  { id: 1, dish: 'Lentil soup', price: 6.5 },
  { id: 2, dish: 'Mushroom risotto', price: 14 },
  { id: 3, dish: 'Lemon tart', price: 5.5 },
];

const columns = [
  { field: 'dish', headerName: 'Dish', width: 180 },
  { field: 'price', headerName: 'Price (€)', type: 'number' as const, width: 110 },
];

export default {
  props: {
    children: <Typography sx={{ px: 2 }}>Prices include VAT</Typography>,
  },
  slot: {
    parent: <DataGrid rows={rows} columns={columns} sx={{ height: 320 }} />,
    name: 'footer',
  },
} satisfies PlaygroundPreset<GridFooterContainerProps>;
