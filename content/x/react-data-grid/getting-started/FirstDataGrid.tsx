import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

// 1. Describe a row with a type.
interface Planet {
  id: number;
  name: string;
  moons: number;
  diameterKm: number;
  hasRings: boolean;
}

// 2. The rows: each one has a unique `id`.
const rows: Planet[] = [
  { id: 1, name: 'Mercury', moons: 0, diameterKm: 4879, hasRings: false },
  { id: 2, name: 'Venus', moons: 0, diameterKm: 12104, hasRings: false },
  { id: 3, name: 'Earth', moons: 1, diameterKm: 12756, hasRings: false },
  { id: 4, name: 'Mars', moons: 2, diameterKm: 6792, hasRings: false },
  { id: 5, name: 'Jupiter', moons: 95, diameterKm: 142984, hasRings: true },
  { id: 6, name: 'Saturn', moons: 146, diameterKm: 120536, hasRings: true },
  { id: 7, name: 'Uranus', moons: 28, diameterKm: 51118, hasRings: true },
  { id: 8, name: 'Neptune', moons: 16, diameterKm: 49528, hasRings: true },
];

// 3. The columns: `field` names the row property each column shows.
const columns: GridColDef<Planet>[] = [
  { field: 'name', headerName: 'Planet', flex: 1, minWidth: 120 },
  { field: 'moons', headerName: 'Known moons', type: 'number', width: 130 },
  { field: 'diameterKm', headerName: 'Diameter (km)', type: 'number', width: 150 },
  { field: 'hasRings', headerName: 'Rings', type: 'boolean', width: 100 },
];

// 4. A parent with a height, and the grid inside it.
export default function FirstDataGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
