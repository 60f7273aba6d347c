import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

interface Repository {
  id: number;
  name: string;
  status: 'Passing' | 'Failing';
  coverage: number;
}

const rows: Repository[] = [
  { id: 1, name: 'billing-service', status: 'Passing', coverage: 0.87 },
  { id: 2, name: 'web-client', status: 'Failing', coverage: 0.64 },
  { id: 3, name: 'search-indexer', status: 'Passing', coverage: 0.92 },
  { id: 4, name: 'mobile-app', status: 'Passing', coverage: 0.48 },
];

function CoverageCell({ value }: GridRenderCellParams<Repository, number>) {
  const percent = Math.round((value ?? 0) * 100);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="Test coverage"
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Box component="span" sx={{ minWidth: 36, textAlign: 'end' }}>
        {percent}%
      </Box>
    </Box>
  );
}

const columns: GridColDef<Repository>[] = [
  {
    field: 'name',
    headerName: 'Repository',
    flex: 1,
    minWidth: 160,
    renderCell: ({ value, tabIndex }: GridRenderCellParams<Repository, string>) => (
      // tabIndex comes from the grid: 0 on the focused cell, -1 elsewhere (roving focus).
      <Link href={`https://example.com/repositories/${value}`} tabIndex={tabIndex}>
        {value}
      </Link>
    ),
  },
  {
    field: 'status',
    headerName: 'Build',
    width: 120,
    renderCell: ({ value }: GridRenderCellParams<Repository, Repository['status']>) => (
      <Chip
        size="small"
        label={value}
        color={value === 'Passing' ? 'success' : 'error'}
        variant="outlined"
      />
    ),
  },
  {
    field: 'coverage',
    headerName: 'Coverage',
    type: 'number',
    width: 200,
    renderCell: (params: GridRenderCellParams<Repository, number>) => <CoverageCell {...params} />,
  },
];

export default function RenderCellGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
