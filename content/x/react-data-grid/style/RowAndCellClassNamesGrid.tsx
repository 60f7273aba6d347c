import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import type {} from '@mui/material/themeCssVarsAugmentation';

interface Account {
  id: number;
  client: string;
  status: 'Active' | 'Overdue' | 'Closed';
  balance: number;
  change: number;
}

const rows: Account[] = [
  { id: 1, client: 'Lumen Studio', status: 'Active', balance: 12800, change: 4.2 },
  { id: 2, client: 'Quarry & Sons', status: 'Overdue', balance: -2350, change: -12.5 },
  { id: 3, client: 'Tidewater Co-op', status: 'Active', balance: 5400, change: 0.8 },
  { id: 4, client: 'Pine Ridge Clinic', status: 'Closed', balance: 0, change: 0 },
  { id: 5, client: 'Atlas Freight', status: 'Overdue', balance: -640, change: -3.1 },
  { id: 6, client: 'Meadow Bakery', status: 'Active', balance: 2210, change: 9.6 },
];

const columns: GridColDef<Account>[] = [
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160, headerClassName: 'header--key' },
  { field: 'status', headerName: 'Status', width: 110 },
  {
    field: 'balance',
    headerName: 'Balance',
    type: 'number',
    width: 120,
    // A class per cell, from its value.
    cellClassName: (params) => (Number(params.value) < 0 ? 'amount--negative' : ''),
  },
  {
    field: 'change',
    headerName: 'Change (%)',
    type: 'number',
    width: 120,
    cellClassName: (params) => {
      const change = Number(params.value);
      if (change > 0) {
        return 'amount--up';
      }
      return change < 0 ? 'amount--negative' : '';
    },
    valueFormatter: ({ value }) => (Number(value) > 0 ? `+${value}` : String(value)),
  },
];

export default function RowAndCellClassNamesGrid() {
  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        '& .header--key': { bgcolor: 'action.selected' },
        '& .amount--negative': { color: 'error.main', fontWeight: 600 },
        '& .amount--up': { color: 'success.main' },
        '& .row--closed': { color: 'text.secondary', fontStyle: 'italic' },
        '& .row--overdue': {
          boxShadow: (theme) => `inset 4px 0 0 ${(theme.vars ?? theme).palette.warning.main}`,
        },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        // A class per row, from the whole row.
        getRowClassName={(params) => `row--${params.row.status.toLowerCase()}`}
        hideFooter
        aria-label="Client accounts styled by value"
      />
    </Box>
  );
}
