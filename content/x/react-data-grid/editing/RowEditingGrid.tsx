import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Contact {
  id: number;
  name: string;
  email: string;
  city: string;
  joined: Date;
}

const rows: Contact[] = [
  {
    id: 1,
    name: 'Amara Okafor',
    email: 'amara@example.com',
    city: 'Lagos',
    joined: new Date(2021, 4, 12),
  },
  {
    id: 2,
    name: 'Lucas Moreau',
    email: 'lucas@example.com',
    city: 'Lyon',
    joined: new Date(2019, 10, 3),
  },
  {
    id: 3,
    name: 'Hana Sato',
    email: 'hana@example.com',
    city: 'Osaka',
    joined: new Date(2022, 1, 21),
  },
  {
    id: 4,
    name: 'Diego Ruiz',
    email: 'diego@example.com',
    city: 'Bogotá',
    joined: new Date(2020, 7, 30),
  },
  {
    id: 5,
    name: 'Freya Nilsen',
    email: 'freya@example.com',
    city: 'Bergen',
    joined: new Date(2023, 0, 9),
  },
];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140, editable: true },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 180, editable: true },
  { field: 'city', headerName: 'City', width: 120, editable: true },
  { field: 'joined', headerName: 'Joined', type: 'date', width: 130, editable: true },
];

export default function RowEditingGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        hideFooter
        aria-label="Contacts edited a row at a time"
      />
    </Box>
  );
}
