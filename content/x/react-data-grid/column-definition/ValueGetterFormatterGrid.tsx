import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface OrderLine {
  id: number;
  product: string;
  unitPrice: number;
  quantity: number;
  discount: number;
}

const rows: OrderLine[] = [
  { id: 1, product: 'Espresso beans 1 kg', unitPrice: 24.5, quantity: 3, discount: 0 },
  { id: 2, product: 'Milk frother', unitPrice: 89, quantity: 1, discount: 0.1 },
  { id: 3, product: 'Paper filters (100)', unitPrice: 4.2, quantity: 12, discount: 0.05 },
  { id: 4, product: 'Ceramic cup', unitPrice: 11, quantity: 6, discount: 0 },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
const percent = new Intl.NumberFormat('en-US', { style: 'percent' });

const columns: GridColDef<OrderLine>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    // Display only: sorting and filtering still use the raw number.
    valueFormatter: ({ value }) => money.format(value as number),
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'discount',
    headerName: 'Discount',
    type: 'number',
    width: 100,
    valueFormatter: ({ value }) => percent.format(value as number),
  },
  {
    // A computed column: no `total` field exists on the rows.
    field: 'total',
    headerName: 'Line total',
    type: 'number',
    width: 120,
    valueGetter: ({ row }) => row.unitPrice * row.quantity * (1 - row.discount),
    valueFormatter: ({ value }) => money.format(value as number),
  },
];

export default function ValueGetterFormatterGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{ sorting: { sortModel: [{ field: 'total', sort: 'desc' }] } }}
      />
    </Box>
  );
}
