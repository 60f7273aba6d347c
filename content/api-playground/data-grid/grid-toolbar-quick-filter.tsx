import { DataGrid } from '@mui/x-data-grid';
import type { GridToolbarQuickFilterProps } from '@mui/x-data-grid';
import type { PlaygroundPreset } from '../playgroundPreset';

const rows = [
  { id: 1, city: 'Lisbon', country: 'Portugal', population: 545 },
  { id: 2, city: 'Porto', country: 'Portugal', population: 232 },
  { id: 3, city: 'Seville', country: 'Spain', population: 684 },
  { id: 4, city: 'Valencia', country: 'Spain', population: 792 },
];

const columns = [
  { field: 'city', headerName: 'City', width: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'population', headerName: 'Population (k)', type: 'number' as const, width: 140 },
];

export default {
  props: {
    debounceMs: 300,
    placeholder: 'Search cities',
  },
  slot: {
    parent: <DataGrid rows={rows} columns={columns} sx={{ height: 320 }} />,
    name: 'toolbar',
  },
} satisfies PlaygroundPreset<GridToolbarQuickFilterProps>;
