import { DataGrid } from '@mui/x-data-grid';
import type { ButtonProps } from '@mui/material/Button';
import type { PlaygroundPreset } from '../playgroundPreset';

const rows = [
  { id: 1, plant: 'Basil', water: 'Daily', light: 'Full sun' },
  { id: 2, plant: 'Fern', water: 'Twice a week', light: 'Shade' },
  { id: 3, plant: 'Cactus', water: 'Monthly', light: 'Full sun' },
];

const columns = [
  { field: 'plant', headerName: 'Plant', width: 120 },
  { field: 'water', headerName: 'Watering', width: 140 },
  { field: 'light', headerName: 'Light', width: 120 },
];

export default {
  props: {},
  slot: {
    parent: <DataGrid rows={rows} columns={columns} sx={{ height: 320 }} />,
    name: 'toolbar',
  },
} satisfies PlaygroundPreset<ButtonProps>;
