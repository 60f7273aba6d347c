import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef, GridToolbar } from '@mui/x-data-grid-premium';

interface Holding {
  id: number;
  ticker: string;
  company: string;
  shares: number;
  price: number;
  internalNote: string;
}

const rows: Holding[] = [
  {
    id: 1,
    ticker: 'NOVA',
    company: 'Nova Energy; Ltd',
    shares: 120,
    price: 34.2,
    internalNote: 'Rebalance Q3',
  },
  {
    id: 2,
    ticker: 'BLUE',
    company: 'Bluewater "Marine"',
    shares: 40,
    price: 112.75,
    internalNote: 'Hold',
  },
  {
    id: 3,
    ticker: 'ORCH',
    company: 'Orchard Foods',
    shares: 300,
    price: 8.9,
    internalNote: 'Review',
  },
  {
    id: 4,
    ticker: 'KITE',
    company: 'Kite Robotics',
    shares: 15,
    price: 420.1,
    internalNote: 'Hold',
  },
  {
    id: 5,
    ticker: 'MOSS',
    company: 'Moss & Fern Retail',
    shares: 75,
    price: 22.45,
    internalNote: 'Sell if < 20',
  },
];

const columns: GridColDef<Holding>[] = [
  { field: 'ticker', headerName: 'Ticker', width: 90 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 170 },
  { field: 'shares', headerName: 'Shares', type: 'number', width: 90 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: ({ value }) => `$${Number(value).toFixed(2)}`,
  },
  // Never leaves the grid: excluded from CSV, Excel and print.
  { field: 'internalNote', headerName: 'Internal note', width: 140, disableExport: true },
];

export default function ExcelExportPremiumGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          toolbar: {
            excelOptions: { fileName: 'holdings', includeHeaders: true },
          },
        }}
        aria-label="Portfolio holdings with Excel export"
      />
    </Box>
  );
}
