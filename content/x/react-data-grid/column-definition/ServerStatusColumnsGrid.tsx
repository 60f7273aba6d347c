import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Server {
  id: string;
  region: string;
  cpu: number;
  uptimeDays: number;
  tags: string;
}

const rows: Server[] = [
  { id: 'web-01', region: 'eu-west', cpu: 0.42, uptimeDays: 61, tags: 'frontend' },
  { id: 'web-02', region: 'eu-west', cpu: 0.91, uptimeDays: 3, tags: 'frontend, canary' },
  { id: 'db-01', region: 'us-east', cpu: 0.67, uptimeDays: 204, tags: 'primary' },
  { id: 'db-02', region: 'us-east', cpu: 0.18, uptimeDays: 204, tags: 'replica' },
  { id: 'queue-01', region: 'ap-south', cpu: 0.86, uptimeDays: 17, tags: 'workers' },
];

const columns: GridColDef<Server>[] = [
  // Always present: users cannot hide the column that identifies the row.
  { field: 'id', headerName: 'Host', width: 120, hideable: false },
  { field: 'region', headerName: 'Region', width: 110 },
  {
    field: 'cpu',
    headerName: 'CPU',
    description: 'Average CPU load over the last 5 minutes',
    type: 'number',
    width: 100,
    valueFormatter: ({ value }) => `${Math.round((value as number) * 100)}%`,
    // A class per cell, computed from its value; the styles live on the grid's `sx`.
    cellClassName: ({ value }) => ((value as number) >= 0.85 ? 'cpu--high' : ''),
  },
  {
    field: 'uptimeDays',
    headerName: 'Uptime (days)',
    type: 'number',
    width: 130,
    align: 'center',
    headerAlign: 'center',
  },
  {
    field: 'tags',
    headerName: 'Tags',
    flex: 1,
    minWidth: 140,
    // Free text that makes no sense to sort or filter on.
    sortable: false,
    filterable: false,
  },
];

export default function ServerStatusColumnsGrid() {
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        '& .cpu--high': { color: 'error.main', fontWeight: 'fontWeightBold' },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter aria-label="Server status" />
    </Box>
  );
}
