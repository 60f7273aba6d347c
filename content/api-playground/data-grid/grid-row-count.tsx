import { DataGridPro } from '@mui/x-data-grid-pro';
import type { GridRowCountProps } from '@mui/x-data-grid';
import type { PlaygroundPreset } from '../playgroundPreset';

const rows = [
  { id: 1, trail: 'Coastal path', distance: 12.4, climb: 310 },
  { id: 2, trail: 'Ridge loop', distance: 8.1, climb: 640 },
  { id: 3, trail: 'Lakeside walk', distance: 5.6, climb: 40 },
];

const columns = [
  { field: 'trail', headerName: 'Trail', width: 150 },
  { field: 'distance', headerName: 'Distance (km)', type: 'number' as const, width: 130 },
  { field: 'climb', headerName: 'Climb (m)', type: 'number' as const, width: 110 },
];

export default {
  props: {},
  slot: {
    parent: (
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'climb', operator: '>', value: 100 }] } },
        }}
        sx={{ height: 320 }}
      />
    ),
    name: 'footerRowCount',
  },
} satisfies PlaygroundPreset<GridRowCountProps>;
