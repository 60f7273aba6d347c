import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';

interface Hire {
  id: number;
  name: string;
  role: string;
  office: string;
  phone: string;
  startDate: Date;
}

const rows: Hire[] = [
  {
    id: 1,
    name: 'Noor Haddad',
    role: 'Engineer',
    office: 'Amman',
    phone: '+962 6 555 0101',
    startDate: new Date(2024, 0, 8),
  },
  {
    id: 2,
    name: 'Lucas Moreau',
    role: 'Designer',
    office: 'Lyon',
    phone: '+33 4 55 50 10 20',
    startDate: new Date(2024, 1, 5),
  },
  {
    id: 3,
    name: 'Kiri Ngata',
    role: 'Analyst',
    office: 'Auckland',
    phone: '+64 9 555 0199',
    startDate: new Date(2024, 2, 11),
  },
  {
    id: 4,
    name: 'Sara Lindqvist',
    role: 'Engineer',
    office: 'Malmö',
    phone: '+46 40 555 01 23',
    startDate: new Date(2024, 3, 2),
  },
];

const columns: GridColDef<Hire>[] = [
  // `hideable: false`: this column cannot be hidden from the columns panel or menu.
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, hideable: false },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'phone', headerName: 'Phone', width: 170 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 130 },
];

export default function InitialHiddenColumnsGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slots={{ toolbar: GridToolbar }}
        // Hidden at first; the reader can show them again with "Columns" in the toolbar.
        initialState={{ columns: { columnVisibilityModel: { phone: false, startDate: false } } }}
      />
    </Box>
  );
}
