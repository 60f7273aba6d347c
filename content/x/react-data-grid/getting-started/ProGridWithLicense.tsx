import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

interface Invoice {
  id: string;
  customer: string;
  issued: Date;
  amount: number;
  paid: boolean;
}

const customers = ['Northwind', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Vandelay'];

const rows: Invoice[] = Array.from({ length: 200 }, (_, index) => ({
  id: `INV-${String(1001 + index)}`,
  customer: customers[index % customers.length],
  issued: new Date(2024, 0, 1 + index),
  amount: 250 + ((index * 137) % 4750),
  paid: index % 3 !== 0,
}));

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'issued', headerName: 'Issued', type: 'date', width: 130 },
  { field: 'amount', headerName: 'Amount (USD)', type: 'number', width: 140 },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 90 },
];

export default function ProGridWithLicense() {
  // Pro features in use: no pagination (all 200 rows scroll), multi-column sorting
  // (Ctrl/Cmd + click a second header), column resizing, reordering and pinning.
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{
          pinnedColumns: { left: ['id'] },
          sorting: {
            sortModel: [
              { field: 'paid', sort: 'asc' },
              { field: 'amount', sort: 'desc' },
            ],
          },
        }}
      />
    </Box>
  );
}
