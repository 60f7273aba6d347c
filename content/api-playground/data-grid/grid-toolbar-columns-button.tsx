import { DataGrid } from '@mui/x-data-grid';
import type { ButtonProps } from '@mui/material/Button';
import type { PlaygroundPreset } from '../playgroundPreset';

const rows = [
  { id: 1, name: 'Ada', team: 'Platform', office: 'Leeds', since: 2019 },
  { id: 2, name: 'Tomás', team: 'Payments', office: 'Madrid', since: 2021 },
  { id: 3, name: 'Keiko', team: 'Design', office: 'Osaka', since: 2017 },
];

const columns = [
  { field: 'name', headerName: 'Name', width: 120 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'since', headerName: 'Since', type: 'number' as const, width: 90 },
];

export default {
  props: {},
  slot: {
    parent: <DataGrid rows={rows} columns={columns} sx={{ height: 320 }} />,
    name: 'toolbar',
  },
} satisfies PlaygroundPreset<ButtonProps>;
