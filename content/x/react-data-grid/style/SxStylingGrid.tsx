import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';
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
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'balance', headerName: 'Balance', type: 'number', width: 120 },
  { field: 'change', headerName: 'Change (%)', type: 'number', width: 120 },
];

export default function SxStylingGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        aria-label="Client accounts with custom styles"
        sx={(theme) => ({
          border: 0,
          borderRadius: 2,
          bgcolor: 'background.paper',
          boxShadow: theme.shadows[2],
          [`& .${gridClasses.columnHeaders}`]: {
            bgcolor: theme.vars
              ? `rgba(${theme.vars.palette.primary.mainChannel} / 0.08)`
              : alpha(theme.palette.primary.main, 0.08),
            ...theme.applyStyles('dark', {
              bgcolor: theme.vars
                ? `rgba(${theme.vars.palette.primary.mainChannel} / 0.24)`
                : alpha(theme.palette.primary.main, 0.24),
            }),
          },
          [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 700 },
          [`& .${gridClasses.cell}`]: { borderBottomStyle: 'dashed' },
          [`& .${gridClasses.row}:hover`]: {
            bgcolor: theme.vars
              ? `rgba(${theme.vars.palette.primary.mainChannel} / 0.06)`
              : alpha(theme.palette.primary.main, 0.06),
          },
        })}
      />
    </Box>
  );
}
