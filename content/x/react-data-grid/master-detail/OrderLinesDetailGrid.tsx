import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowParams } from '@mui/x-data-grid-pro';

interface OrderLine {
  id: number;
  product: string;
  quantity: number;
  unitPrice: number;
}

interface Order {
  id: string;
  customer: string;
  date: Date;
  lines: OrderLine[];
}

const orders: Order[] = [
  {
    id: 'ORD-7301',
    customer: 'Greenleaf Café',
    date: new Date(2024, 4, 2),
    lines: [
      { id: 1, product: 'Arabica beans 5 kg', quantity: 4, unitPrice: 92 },
      { id: 2, product: 'Paper cups (1,000)', quantity: 2, unitPrice: 38 },
    ],
  },
  {
    id: 'ORD-7302',
    customer: 'Northside Bakery',
    date: new Date(2024, 4, 3),
    lines: [
      { id: 1, product: 'Rye flour 25 kg', quantity: 3, unitPrice: 41 },
      { id: 2, product: 'Baking paper roll', quantity: 6, unitPrice: 9.5 },
      { id: 3, product: 'Proofing baskets', quantity: 10, unitPrice: 14 },
    ],
  },
  {
    id: 'ORD-7303',
    customer: 'Harbour Deli',
    date: new Date(2024, 4, 3),
    lines: [{ id: 1, product: 'Olive oil 5 l', quantity: 5, unitPrice: 47 }],
  },
];

const orderTotal = (order: Order) =>
  order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  {
    field: 'total',
    headerName: 'Total (€)',
    type: 'number',
    width: 110,
    valueGetter: ({ row }) => orderTotal(row),
  },
];

const lineColumns: GridColDef<OrderLine>[] = [
  { field: 'product', headerName: 'Product', flex: 1 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'unitPrice', headerName: 'Unit price (€)', type: 'number', width: 130 },
];

function OrderDetail({ row }: { row: Order }) {
  return (
    <Stack sx={{ py: 2, px: 4, height: '100%', boxSizing: 'border-box' }} direction="column">
      <Paper variant="outlined" sx={{ flex: 1, p: 2 }}>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Lines of {row.id} for {row.customer}
        </Typography>
        <DataGridPro
          density="compact"
          autoHeight
          hideFooter
          rows={row.lines}
          columns={lineColumns}
          aria-label={`Lines of order ${row.id}`}
        />
      </Paper>
    </Stack>
  );
}

export default function OrderLinesDetailGrid() {
  // Both callbacks are stable: they read the row from their params only.
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Order>) => <OrderDetail row={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
