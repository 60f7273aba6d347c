import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  product: string;
  quantity: number;
  total: number;
}

const CUSTOMERS = [
  'Acme Corp',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Stark Labs',
  'Wayne & Co',
];
const PRODUCTS = ['Keyboard', 'Monitor', 'Desk chair', 'Webcam', 'Headset', 'Dock'];
const PRICES = [79, 249, 319, 59, 99, 189];

/** 230 orders, the same on every render and in every browser. */
const rows: Order[] = Array.from({ length: 230 }, (_, index) => {
  const productIndex = (index * 7) % PRODUCTS.length;
  const quantity = 1 + ((index * 13) % 9);
  return {
    id: index + 1,
    customer: CUSTOMERS[(index * 3) % CUSTOMERS.length],
    product: PRODUCTS[productIndex],
    quantity,
    total: quantity * PRICES[productIndex],
  };
});

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 120 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function AutoPageSizeGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        autoPageSize
        density="compact"
        aria-label="Orders, as many per page as fit"
      />
    </Box>
  );
}
