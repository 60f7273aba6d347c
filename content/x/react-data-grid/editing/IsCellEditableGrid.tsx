import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  quantity: number;
  status: 'Draft' | 'Submitted' | 'Shipped';
}

const rows: Order[] = [
  { id: 1, customer: 'Harbor Café', quantity: 12, status: 'Draft' },
  { id: 2, customer: 'Maple Books', quantity: 4, status: 'Shipped' },
  { id: 3, customer: 'Orbit Gym', quantity: 30, status: 'Submitted' },
  { id: 4, customer: 'Fern & Co', quantity: 8, status: 'Draft' },
  { id: 5, customer: 'Atlas Print', quantity: 15, status: 'Shipped' },
];

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150, editable: true },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110, editable: true },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Draft', 'Submitted', 'Shipped'],
    width: 130,
    editable: true,
  },
];

export default function IsCellEditableGrid() {
  return (
    <Box
      sx={{
        height: 340,
        width: '100%',
        '& .order--locked': { color: 'text.secondary', fontStyle: 'italic' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        // Shipped orders are read-only; the status stays editable until then.
        isCellEditable={(params) => params.row.status !== 'Shipped'}
        getRowClassName={(params) => (params.row.status === 'Shipped' ? 'order--locked' : '')}
        hideFooter
        aria-label="Orders, shipped ones read-only"
      />
    </Box>
  );
}
