import type { DataGridPremiumProps } from '@mui/x-data-grid-premium';
import type { PlaygroundPreset } from '../playgroundPreset';

const rows = [
  { id: 1, team: 'Design', name: 'Ana', hours: 32 },
  { id: 2, team: 'Design', name: 'Ben', hours: 28 },
  { id: 3, team: 'Support', name: 'Chloé', hours: 40 },
  { id: 4, team: 'Support', name: 'Dev', hours: 36 },
];

const columns = [
  { field: 'team', headerName: 'Team' },
  { field: 'name', headerName: 'Name' },
  { field: 'hours', headerName: 'Hours', type: 'number' as const },
];

export default {
  props: {
    rows,
    columns,
    initialState: { rowGrouping: { model: ['team'] } },
    sx: { height: 300 },
  },
} satisfies PlaygroundPreset<DataGridPremiumProps>;
