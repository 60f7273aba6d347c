import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';

interface Agent {
  id: number;
  agent: string;
  handled: number;
  firstContactResolution: number;
  averageHandlingMinutes: number;
  satisfaction: number;
}

const rows: Agent[] = [
  {
    id: 1,
    agent: 'Daniela Ruiz',
    handled: 412,
    firstContactResolution: 78,
    averageHandlingMinutes: 6.4,
    satisfaction: 4.7,
  },
  {
    id: 2,
    agent: 'Olu Adeyemi',
    handled: 388,
    firstContactResolution: 82,
    averageHandlingMinutes: 5.9,
    satisfaction: 4.8,
  },
  {
    id: 3,
    agent: 'Sven Karlsson',
    handled: 451,
    firstContactResolution: 71,
    averageHandlingMinutes: 7.2,
    satisfaction: 4.4,
  },
  {
    id: 4,
    agent: 'Mina Rahimi',
    handled: 367,
    firstContactResolution: 85,
    averageHandlingMinutes: 6.8,
    satisfaction: 4.9,
  },
];

// Long titles in narrow columns: they wrap onto two lines instead of being cut.
const columns: GridColDef<Agent>[] = [
  { field: 'agent', headerName: 'Agent', width: 150 },
  { field: 'handled', headerName: 'Conversations handled', type: 'number', width: 130 },
  {
    field: 'firstContactResolution',
    headerName: 'Resolved on first contact (%)',
    type: 'number',
    width: 140,
  },
  {
    field: 'averageHandlingMinutes',
    headerName: 'Average handling time (min)',
    type: 'number',
    width: 140,
  },
  { field: 'satisfaction', headerName: 'Customer satisfaction (of 5)', type: 'number', width: 140 },
];

export default function WrappedHeadersGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        // Room for two lines of text.
        columnHeaderHeight={72}
        sx={{
          [`& .${gridClasses.columnHeaderTitle}`]: {
            whiteSpace: 'normal',
            lineHeight: 1.3,
          },
        }}
        hideFooter
      />
    </Box>
  );
}
