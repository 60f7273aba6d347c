import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { randomCity, randomEmail, randomTraderName } from '@mui/x-data-grid-generator';

interface Member {
  id: number;
  name: string;
  email: string;
  city: string;
  joined: Date;
  visits: number;
  plan: string;
  notes: string;
}

const plans = ['Basic', 'Plus', 'Family'];

const rows: Member[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  name: randomTraderName(),
  email: randomEmail(),
  city: randomCity(),
  joined: new Date(2020 + (index % 4), index % 12, 1 + (index % 27)),
  visits: (index * 37) % 180,
  plan: plans[index % plans.length],
  notes: index % 3 === 0 ? 'Prefers morning classes' : '',
}));

const columns: GridColDef<Member>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'city', headerName: 'City', width: 140 },
  { field: 'joined', headerName: 'Joined', type: 'date', width: 120 },
  { field: 'visits', headerName: 'Visits', type: 'number', width: 100 },
  { field: 'plan', headerName: 'Plan', width: 100 },
  { field: 'notes', headerName: 'Notes', width: 220 },
];

export default function PinnedColumnsGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['name'], right: ['visits'] } }}
        hideFooter
      />
    </Box>
  );
}
