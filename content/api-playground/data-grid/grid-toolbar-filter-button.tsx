import { DataGrid } from '@mui/x-data-grid';
import type { GridToolbarFilterButtonProps } from '@mui/x-data-grid';
import type { PlaygroundPreset } from '../playgroundPreset';

const rows = [
  { id: 1, flight: 'LH 402', destination: 'Newark', status: 'Boarding' },
  { id: 2, flight: 'AF 1041', destination: 'Paris', status: 'Delayed' },
  { id: 3, flight: 'KL 1772', destination: 'Amsterdam', status: 'On time' },
];

const columns = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', width: 150 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default {
  props: {},
  slot: {
    parent: (
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'status', operator: 'equals', value: 'Delayed' }] },
          },
        }}
        sx={{ height: 320 }}
      />
    ),
    name: 'toolbar',
  },
} satisfies PlaygroundPreset<GridToolbarFilterButtonProps>;
