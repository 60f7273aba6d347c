import * as React from 'react';
import Box from '@mui/material/Box';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

type Status = 'Passed' | 'Failed' | 'Queued';

interface Build {
  id: number;
  branch: string;
  commit: string;
  status: Status;
  minutes: number | null;
}

const rows: Build[] = [
  { id: 1, branch: 'main', commit: '9f2c1ab', status: 'Passed', minutes: 7 },
  { id: 2, branch: 'fix/checkout-rounding', commit: '41d07e3', status: 'Failed', minutes: 4 },
  { id: 3, branch: 'feat/saved-carts', commit: 'c88a9d0', status: 'Queued', minutes: null },
  { id: 4, branch: 'main', commit: '7be3f55', status: 'Passed', minutes: 8 },
  { id: 5, branch: 'chore/upgrade-node', commit: '0a6e2c4', status: 'Failed', minutes: 11 },
];

// Each status has an icon and a word, so color is never the only signal. `*.main` palette
// colors are used for the icon only; the text keeps the theme's text color for contrast.
const statusStyle = {
  Passed: { Icon: CheckCircleIcon, color: 'success.main' },
  Failed: { Icon: ErrorIcon, color: 'error.main' },
  Queued: { Icon: ScheduleIcon, color: 'text.secondary' },
} as const;

function StatusCell({ value }: GridRenderCellParams<Build, Status>) {
  if (!value) {
    return null;
  }
  const { Icon, color } = statusStyle[value];
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Icon fontSize="small" sx={{ color }} aria-hidden />
      {value}
    </Box>
  );
}

const columns: GridColDef<Build>[] = [
  { field: 'branch', headerName: 'Branch', flex: 1, minWidth: 180 },
  { field: 'commit', headerName: 'Commit', width: 100 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Passed', 'Failed', 'Queued'],
    width: 130,
    renderCell: (params: GridRenderCellParams<Build, Status>) => <StatusCell {...params} />,
  },
  {
    field: 'minutes',
    headerName: 'Duration',
    type: 'number',
    width: 110,
    // An empty cell says nothing to a screen reader: write what it means.
    valueFormatter: ({ value }) => (value == null ? 'Not started' : `${value} min`),
  },
];

export default function StatusTextCellsGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter aria-label="Recent builds" />
    </Box>
  );
}
