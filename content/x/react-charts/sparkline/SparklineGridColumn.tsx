import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

interface Fund {
  id: string;
  name: string;
  price: number;
  // Closing prices of the last 20 trading days, oldest first.
  history: number[];
}

const funds: Fund[] = [
  {
    id: 'GLBEQ',
    name: 'Global Equity Index',
    price: 112.4,
    history: [
      104.1, 105.0, 104.6, 106.2, 107.0, 106.4, 107.9, 108.3, 108.0, 109.1, 109.8, 109.2, 110.4,
      110.9, 110.1, 111.3, 111.8, 111.2, 112.0, 112.4,
    ],
  },
  {
    id: 'EMBND',
    name: 'Emerging Markets Bond',
    price: 88.9,
    history: [
      92.3, 92.0, 91.6, 91.9, 91.2, 90.8, 91.0, 90.4, 90.1, 90.5, 89.9, 89.6, 89.8, 89.3, 89.5,
      89.1, 88.8, 89.2, 88.7, 88.9,
    ],
  },
  {
    id: 'CLNRG',
    name: 'Clean Energy Leaders',
    price: 47.3,
    history: [
      41.2, 42.8, 40.9, 43.5, 44.1, 42.0, 45.2, 46.8, 44.3, 43.1, 45.9, 47.2, 45.0, 46.1, 48.3,
      46.7, 45.5, 47.9, 48.8, 47.3,
    ],
  },
  {
    id: 'USTRS',
    name: 'US Treasury 1-3 Year',
    price: 101.2,
    history: [
      100.8, 100.8, 100.9, 100.9, 100.9, 101.0, 100.9, 101.0, 101.0, 101.1, 101.0, 101.1, 101.1,
      101.1, 101.2, 101.1, 101.2, 101.2, 101.2, 101.2,
    ],
  },
  {
    id: 'HLTHC',
    name: 'Healthcare Innovators',
    price: 63.5,
    history: [
      66.0, 65.4, 65.9, 64.8, 64.2, 64.9, 65.3, 64.1, 63.6, 63.9, 62.8, 62.5, 63.1, 62.2, 62.9,
      63.4, 62.7, 63.0, 63.8, 63.5,
    ],
  },
];

const columns: GridColDef<Fund>[] = [
  { field: 'id', headerName: 'Ticker', width: 90 },
  { field: 'name', headerName: 'Fund', flex: 1, minWidth: 180 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 90,
    valueFormatter: ({ value }) => `$${(value as number).toFixed(2)}`,
  },
  {
    field: 'change',
    headerName: '20-day change',
    type: 'number',
    width: 130,
    valueGetter: ({ row }) => (row.price / row.history[0] - 1) * 100,
    valueFormatter: ({ value }) =>
      `${(value as number) > 0 ? '+' : ''}${(value as number).toFixed(1)}%`,
  },
  {
    field: 'history',
    headerName: 'Last 20 days',
    width: 170,
    sortable: false,
    filterable: false,
    renderCell: ({ row }) => {
      const rising = row.price >= row.history[0];
      return (
        <SparkLineChart
          data={row.history}
          height={40}
          colors={[rising ? '#2e7d32' : '#d32f2f']}
          margin={{ top: 4, bottom: 4, left: 4, right: 4 }}
        />
      );
    },
  },
];

export default function SparklineGridColumn() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={funds}
        columns={columns}
        hideFooter
        disableRowSelectionOnClick
        aria-label="Funds with a 20-day price sparkline"
      />
    </Box>
  );
}
