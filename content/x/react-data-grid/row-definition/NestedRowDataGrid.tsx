import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

/** The shape an orders API returns: nested objects and a list of lines. */
interface Order {
  id: string;
  customer: { name: string; address: { city: string; country: string } };
  lines: { product: string; quantity: number; unitPrice: number }[];
}

const orders: Order[] = [
  {
    id: 'ORD-5512',
    customer: { name: 'Leaf & Loom', address: { city: 'Porto', country: 'Portugal' } },
    lines: [
      { product: 'Linen throw', quantity: 2, unitPrice: 89 },
      { product: 'Wool cushion', quantity: 4, unitPrice: 35 },
    ],
  },
  {
    id: 'ORD-5513',
    customer: { name: 'Studio Kaneko', address: { city: 'Kyoto', country: 'Japan' } },
    lines: [{ product: 'Ceramic vase', quantity: 1, unitPrice: 140 }],
  },
  {
    id: 'ORD-5514',
    customer: { name: 'Nordlys Interiors', address: { city: 'Bergen', country: 'Norway' } },
    lines: [
      { product: 'Oak stool', quantity: 3, unitPrice: 120 },
      { product: 'Linen throw', quantity: 1, unitPrice: 89 },
      { product: 'Brass lamp', quantity: 2, unitPrice: 210 },
    ],
  },
  {
    id: 'ORD-5515',
    customer: { name: 'Casa Lumbre', address: { city: 'Oaxaca', country: 'Mexico' } },
    lines: [{ product: 'Wool cushion', quantity: 6, unitPrice: 35 }],
  },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  {
    field: 'customer',
    headerName: 'Customer',
    flex: 1,
    minWidth: 160,
    // Sorting, filtering and export use what the getter returns.
    valueGetter: ({ row }) => row.customer.name,
  },
  {
    field: 'city',
    headerName: 'City',
    width: 150,
    valueGetter: ({ row }) => `${row.customer.address.city}, ${row.customer.address.country}`,
  },
  {
    field: 'items',
    headerName: 'Items',
    type: 'number',
    width: 80,
    valueGetter: ({ row }) => row.lines.reduce((sum, line) => sum + line.quantity, 0),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueGetter: ({ row }) =>
      row.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0),
    valueFormatter: ({ value }) => currency.format(value),
  },
];

export default function NestedRowDataGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={orders} columns={columns} hideFooter aria-label="Orders" />
    </Box>
  );
}
