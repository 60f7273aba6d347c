import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColTypeDef } from '@mui/x-data-grid';

interface Quote {
  id: string;
  open: number;
  close: number;
  high: number;
  change: number;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const signedPercent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** Prices: a number column shown as dollars, with tabular digits. */
const usdPrice: GridColTypeDef<number, string> = {
  type: 'number',
  width: 120,
  valueFormatter: ({ value }) => usd.format(value),
  cellClassName: 'tabular-nums',
};

/** Changes: a signed percentage, colored by its sign. */
const percentChange: GridColTypeDef<number, string> = {
  type: 'number',
  width: 110,
  valueFormatter: ({ value }) => signedPercent.format(value),
  cellClassName: ({ value }) =>
    `tabular-nums ${(value as number) >= 0 ? 'change-up' : 'change-down'}`,
};

const rows: Quote[] = [
  { id: 'ACME', open: 112.4, close: 115.02, high: 116.3, change: 0.0233 },
  { id: 'GLBX', open: 48.1, close: 46.77, high: 48.6, change: -0.0277 },
  { id: 'INIT', open: 9.82, close: 9.82, high: 10.1, change: 0 },
  { id: 'UMBR', open: 301.5, close: 309.9, high: 311.2, change: 0.0279 },
];

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Ticker', width: 100 },
  { field: 'open', headerName: 'Open', ...usdPrice },
  { field: 'close', headerName: 'Close', ...usdPrice },
  { field: 'high', headerName: 'High', ...usdPrice },
  { field: 'change', headerName: 'Change', ...percentChange },
];

export default function ReusableColumnTypesGrid() {
  return (
    <Box
      sx={{
        height: 300,
        width: '100%',
        '& .tabular-nums': { fontVariantNumeric: 'tabular-nums' },
        '& .change-up': { color: 'success.main' },
        '& .change-down': { color: 'error.main' },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
