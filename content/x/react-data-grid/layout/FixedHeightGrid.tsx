import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Station {
  id: number;
  city: string;
  temperature: number;
  humidity: number;
}

const cities = ['Oslo', 'Lisbon', 'Nairobi', 'Lima', 'Osaka', 'Perth', 'Quebec', 'Tunis'];

const rows: Station[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  city: `${cities[index % cities.length]} ${Math.floor(index / cities.length) + 1}`,
  temperature: -5 + ((index * 7) % 35),
  humidity: 30 + ((index * 11) % 60),
}));

const columns: GridColDef<Station>[] = [
  { field: 'city', headerName: 'Station', flex: 1, minWidth: 120 },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 160 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
];

export default function FixedHeightGrid() {
  // The grid fills this box: 300 px tall, as wide as the page column.
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooterSelectedRowCount />
    </Box>
  );
}
