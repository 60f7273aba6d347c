import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

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

export default function ThemeOverridesGrid() {
  const outerTheme = useTheme();
  // Every DataGrid under this provider gets these defaults and styles.
  const theme = React.useMemo(
    () =>
      createTheme(outerTheme, {
        components: {
          MuiDataGrid: {
            defaultProps: { density: 'compact', disableColumnMenu: true },
            styleOverrides: {
              root: { borderRadius: 0, borderWidth: 2 },
              columnHeader: { textTransform: 'uppercase', fontSize: 12, letterSpacing: 0.5 },
            },
          },
        },
      }),
    [outerTheme],
  );

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 300, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          aria-label="Client accounts styled by the theme"
        />
      </Box>
    </ThemeProvider>
  );
}
