import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridCellParams, GridColDef } from '@mui/x-data-grid';

interface Line {
  id: string;
  description: string;
  quantity?: number;
  unitPrice?: number;
  amount: number;
  summary?: boolean;
}

const items: Line[] = [
  { id: 'a', description: 'Site survey', quantity: 1, unitPrice: 450, amount: 450 },
  { id: 'b', description: 'Solar panels (410 W)', quantity: 12, unitPrice: 185, amount: 2220 },
  { id: 'c', description: 'Inverter', quantity: 1, unitPrice: 1290, amount: 1290 },
  { id: 'd', description: 'Installation (hours)', quantity: 14, unitPrice: 65, amount: 910 },
];

const subtotal = items.reduce((sum, line) => sum + line.amount, 0);
const tax = Math.round(subtotal * 0.2);

const rows: Line[] = [
  ...items,
  { id: 'subtotal', description: 'Subtotal', amount: subtotal, summary: true },
  { id: 'tax', description: 'VAT (20%)', amount: tax, summary: true },
  { id: 'total', description: 'Total', amount: subtotal + tax, summary: true },
];

const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

const columns: GridColDef<Line>[] = [
  {
    field: 'description',
    headerName: 'Description',
    flex: 1,
    minWidth: 200,
    sortable: false,
    // Summary rows: the label spans the description, quantity and unit price columns.
    colSpan: ({ row }: GridCellParams<Line>) => (row.summary ? 3 : 1),
    cellClassName: ({ row }: GridCellParams<Line>) => (row.summary ? 'summary-label' : ''),
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, sortable: false },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    sortable: false,
    valueFormatter: ({ value }) => (value == null ? '' : money.format(value)),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    sortable: false,
    valueFormatter: ({ value }) => money.format(value),
  },
];

export default function InvoiceSpanningGrid() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        '& .summary-label': { justifyContent: 'flex-end', fontWeight: 600 },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        disableColumnMenu
        // Sorting or filtering would mix the summary rows with the items.
        disableColumnFilter
      />
    </Box>
  );
}
