import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Feature {
  id: number;
  feature: string;
  // One value per plan, or `all` when every plan offers the same.
  starter?: string;
  team?: string;
  business?: string;
  all?: string;
}

const rows: Feature[] = [
  { id: 1, feature: 'Projects', starter: '3', team: 'Unlimited', business: 'Unlimited' },
  { id: 2, feature: 'Storage', starter: '5 GB', team: '100 GB', business: '1 TB' },
  { id: 3, feature: 'Two-factor sign-in', all: 'Included in every plan' },
  { id: 4, feature: 'Single sign-on (SAML)', starter: '—', team: '—', business: 'Included' },
  { id: 5, feature: 'Exports to CSV and PDF', all: 'Included in every plan' },
  {
    id: 6,
    feature: 'Support',
    starter: 'Community',
    team: 'Email, 1 business day',
    business: 'Phone, 4 hours',
  },
];

const columns: GridColDef<Feature>[] = [
  { field: 'feature', headerName: 'Feature', width: 200 },
  {
    field: 'starter',
    headerName: 'Starter',
    width: 150,
    // A row shared by every plan spans the three plan columns.
    colSpan: ({ row }) => (row.all ? 3 : undefined),
    valueGetter: ({ row }) => row.all ?? row.starter,
    cellClassName: ({ row }) => (row.all ? 'shared' : ''),
  },
  { field: 'team', headerName: 'Team', width: 170 },
  { field: 'business', headerName: 'Business', width: 160 },
];

export default function PlanComparisonSpanningGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        disableColumnMenu
        sx={{
          '& .shared': {
            justifyContent: 'center',
            fontStyle: 'italic',
            color: 'text.secondary',
          },
        }}
        hideFooter
      />
    </Box>
  );
}
