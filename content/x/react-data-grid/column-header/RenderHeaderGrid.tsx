import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import BoltIcon from '@mui/icons-material/Bolt';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Meter {
  id: number;
  flat: string;
  electricity: number;
  water: number;
}

const rows: Meter[] = [
  { id: 1, flat: '1A', electricity: 212, water: 7.4 },
  { id: 2, flat: '1B', electricity: 168, water: 5.1 },
  { id: 3, flat: '2A', electricity: 305, water: 9.8 },
  { id: 4, flat: '2B', electricity: 141, water: 4.6 },
];

const columns: GridColDef<Meter>[] = [
  { field: 'flat', headerName: 'Flat', width: 90, description: 'Floor number and door letter' },
  {
    field: 'electricity',
    headerName: 'Electricity (kWh)',
    type: 'number',
    width: 190,
    // headerName is still used by the columns panel, the filter panel and the exports.
    renderHeader: () => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <BoltIcon fontSize="small" color="warning" aria-hidden />
        <Typography variant="body2" fontWeight={500}>
          Electricity{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            kWh
          </Box>
        </Typography>
      </Box>
    ),
  },
  {
    field: 'water',
    headerName: 'Water (m³)',
    type: 'number',
    width: 160,
    renderHeader: () => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <WaterDropIcon fontSize="small" color="info" aria-hidden />
        <Typography variant="body2" fontWeight={500}>
          Water{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            m³
          </Box>
        </Typography>
      </Box>
    ),
  },
];

export default function RenderHeaderGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
