import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';
import type {} from '@mui/material/themeCssVarsAugmentation';

interface Shipment {
  id: string;
  destination: string;
  carrier: string;
  weight: number;
  shipped: Date;
}

const rows: Shipment[] = [
  {
    id: 'SH-1042',
    destination: 'Lyon',
    carrier: 'Northline',
    weight: 12.5,
    shipped: new Date(2024, 2, 4),
  },
  {
    id: 'SH-1043',
    destination: 'Porto',
    carrier: 'Atlas Freight',
    weight: 3.2,
    shipped: new Date(2024, 2, 4),
  },
  {
    id: 'SH-1044',
    destination: 'Gdańsk',
    carrier: 'Northline',
    weight: 48,
    shipped: new Date(2024, 2, 5),
  },
  {
    id: 'SH-1045',
    destination: 'Utrecht',
    carrier: 'Blue Parcel',
    weight: 0.8,
    shipped: new Date(2024, 2, 6),
  },
  {
    id: 'SH-1046',
    destination: 'Bergen',
    carrier: 'Atlas Freight',
    weight: 22.1,
    shipped: new Date(2024, 2, 7),
  },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 130 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'shipped', headerName: 'Shipped', type: 'date', width: 120 },
];

// Every DataGrid under this theme gets these defaults and styles. The themeAugmentation
// import above lets TypeScript check the MuiDataGrid key, its props and its slot names.
const components: ThemeOptions['components'] = {
  MuiDataGrid: {
    defaultProps: {
      density: 'compact',
      disableRowSelectionOnClick: true,
      showColumnVerticalBorder: true,
      slots: { toolbar: GridToolbar },
    },
    styleOverrides: {
      // A callback: `ownerState` holds the grid's props and its current density
      // (the toolbar's density menu changes it).
      root: ({ ownerState, theme }) => ({
        borderRadius: 0,
        fontSize: theme.typography.pxToRem(ownerState.density === 'compact' ? 13 : 14),
      }),
      columnHeaders: ({ theme }) => ({
        backgroundColor: (theme.vars ?? theme).palette.action.hover,
      }),
      columnHeaderTitle: { fontWeight: 700 },
    },
  },
};

const withGridTheme = (outerTheme: Theme) => createTheme(outerTheme, { components });

export default function GridThemeOverrides() {
  return (
    <ThemeProvider theme={withGridTheme}>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          aria-label="Shipments styled by the theme"
        />
      </Box>
    </ThemeProvider>
  );
}
