import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridColumnGroupingModel } from '@mui/x-data-grid-pro';

interface Apartment {
  id: number;
  listing: string;
  street: string;
  district: string;
  rooms: number;
  areaM2: number;
  floor: number;
  rent: number;
}

const rows: Apartment[] = [
  {
    id: 1,
    listing: 'Bright two-room flat',
    street: 'Kastanienallee 31',
    district: 'Prenzlauer Berg',
    rooms: 2,
    areaM2: 58,
    floor: 3,
    rent: 1240,
  },
  {
    id: 2,
    listing: 'Loft by the canal',
    street: 'Paul-Lincke-Ufer 8',
    district: 'Kreuzberg',
    rooms: 1,
    areaM2: 49,
    floor: 5,
    rent: 1390,
  },
  {
    id: 3,
    listing: 'Family apartment',
    street: 'Wilmersdorfer Str. 102',
    district: 'Charlottenburg',
    rooms: 4,
    areaM2: 112,
    floor: 2,
    rent: 2150,
  },
  {
    id: 4,
    listing: 'Studio near the park',
    street: 'Weserstr. 204',
    district: 'Neukölln',
    rooms: 1,
    areaM2: 34,
    floor: 1,
    rent: 780,
  },
];

const columns: GridColDef<Apartment>[] = [
  { field: 'listing', headerName: 'Listing', width: 190 },
  { field: 'street', headerName: 'Street', width: 180 },
  { field: 'district', headerName: 'District', width: 150 },
  { field: 'rooms', headerName: 'Rooms', type: 'number', width: 90 },
  { field: 'areaM2', headerName: 'Area (m²)', type: 'number', width: 110 },
  { field: 'floor', headerName: 'Floor', type: 'number', width: 90 },
  { field: 'rent', headerName: 'Rent (€)', type: 'number', width: 110 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  // Locked: its columns move only inside it, and nothing can be dropped between them.
  {
    groupId: 'address',
    headerName: 'Address (locked)',
    children: [{ field: 'street' }, { field: 'district' }],
  },
  // Free: its columns can leave it; the group header then splits into parts.
  {
    groupId: 'details',
    headerName: 'Details (free)',
    freeReordering: true,
    children: [{ field: 'rooms' }, { field: 'areaM2' }, { field: 'floor' }],
  },
];

export default function FreeReorderingGroupsGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        experimentalFeatures={{ columnGrouping: true }}
        hideFooter
      />
    </Box>
  );
}
