import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridColumnsPanelProps,
  GridToolbarColumnsButton,
  GridToolbarContainer,
} from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  email: string;
  phone: string;
  team: string;
  office: string;
  startDate: Date;
  payrollRef: string;
}

const rows: Employee[] = [
  {
    id: 1,
    name: 'Chloé Martin',
    email: 'chloe.martin@northwind.example',
    phone: '+33 1 55 01 22 10',
    team: 'Finance',
    office: 'Paris',
    startDate: new Date(2019, 8, 2),
    payrollRef: 'PR-20931',
  },
  {
    id: 2,
    name: 'Ben Okafor',
    email: 'ben.okafor@northwind.example',
    phone: '+44 161 555 0134',
    team: 'Support',
    office: 'Manchester',
    startDate: new Date(2021, 0, 11),
    payrollRef: 'PR-31877',
  },
  {
    id: 3,
    name: 'Hyun-woo Park',
    email: 'hyunwoo.park@northwind.example',
    phone: '+82 2 555 0192',
    team: 'Engineering',
    office: 'Seoul',
    startDate: new Date(2020, 4, 18),
    payrollRef: 'PR-27745',
  },
  {
    id: 4,
    name: 'Ingrid Solberg',
    email: 'ingrid.solberg@northwind.example',
    phone: '+47 22 55 01 87',
    team: 'Design',
    office: 'Oslo',
    startDate: new Date(2022, 2, 7),
    payrollRef: 'PR-40218',
  },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160, hideable: false },
  { field: 'email', headerName: 'Email', width: 250 },
  { field: 'phone', headerName: 'Phone', width: 160 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120 },
  // Needed by the app (for example in exports), never offered to users.
  { field: 'payrollRef', headerName: 'Payroll reference', width: 150 },
];

// Extra words each column answers to in the panel's search box.
const keywords: Record<string, string> = {
  email: 'contact mail',
  phone: 'contact telephone',
  office: 'location city',
  startDate: 'hired joined',
};

const columnsPanelProps: GridColumnsPanelProps = {
  sort: 'asc',
  // Leaves the payroll reference out of the list (and out of "Show all" / "Hide all").
  getTogglableColumns: (allColumns) =>
    allColumns.filter((column) => column.field !== 'payrollRef').map((column) => column.field),
  // The search value arrives in lower case.
  searchPredicate: (column, search) =>
    `${column.headerName ?? column.field} ${keywords[column.field] ?? ''}`
      .toLowerCase()
      .includes(search),
  disableHideAllButton: true,
};

function ColumnsToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

export default function ColumnsPanelOptionsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: ColumnsToolbar }}
        slotProps={{ columnsPanel: columnsPanelProps }}
        initialState={{ columns: { columnVisibilityModel: { payrollRef: false } } }}
        hideFooter
      />
    </Box>
  );
}
