import * as React from 'react';
import Box from '@mui/material/Box';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { DataGrid, GridColDef, GridColTypeDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  weeklySales: number[];
  dailyVisits: number[];
}

const rows: Product[] = [
  {
    id: 1,
    name: 'Trail running shoes',
    weeklySales: [32, 35, 31, 40, 44, 47, 52, 58],
    dailyVisits: [410, 380, 455, 520, 490, 610, 640],
  },
  {
    id: 2,
    name: 'Rain jacket',
    weeklySales: [61, 58, 54, 49, 45, 41, 37, 30],
    dailyVisits: [820, 760, 700, 690, 640, 600, 580],
  },
  {
    id: 3,
    name: 'Insulated bottle',
    weeklySales: [24, 27, 22, 26, 25, 23, 27, 25],
    dailyVisits: [300, 310, 295, 330, 305, 320, 315],
  },
  {
    id: 4,
    name: 'Camping stove',
    weeklySales: [8, 9, 15, 21, 19, 26, 30, 33],
    dailyVisits: [120, 150, 210, 260, 240, 300, 350],
  },
  {
    id: 5,
    name: 'Headlamp',
    weeklySales: [40, 42, 39, 33, 36, 44, 45, 41],
    dailyVisits: [500, 470, 520, 480, 530, 560, 540],
  },
];

// The change from the first to the last value: what readers compare when they sort a trend.
const change = (values: number[]) => values[values.length - 1] - values[0];

const trendColumnType: GridColTypeDef<number[], string> = {
  width: 170,
  filterable: false,
  // The CSV export and copies use this text instead of the chart.
  valueFormatter: ({ value }) => value.join(', '),
  sortComparator: (a, b) => change(a) - change(b),
  renderCell: ({ value, colDef }) => {
    const values = value as number[];
    return (
      <Box
        role="img"
        aria-label={`${colDef.headerName}: from ${values[0]} to ${values[values.length - 1]}`}
        sx={{ width: '100%' }}
      >
        <SparkLineChart
          data={values}
          height={40}
          margin={{ top: 4, bottom: 4, left: 2, right: 2 }}
        />
      </Box>
    );
  },
};

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'weeklySales', headerName: 'Sales, last 8 weeks', ...trendColumnType },
  {
    field: 'dailyVisits',
    headerName: 'Visits, last 7 days',
    ...trendColumnType,
    // Bars read better for a handful of daily counts; later keys win over the type's.
    renderCell: ({ value }) => (
      <Box
        role="img"
        aria-label={`Visits, last 7 days: from ${value[0]} to ${value[value.length - 1]}`}
        sx={{ width: '100%' }}
      >
        <SparkLineChart
          data={value}
          plotType="bar"
          height={40}
          margin={{ top: 4, bottom: 4, left: 2, right: 2 }}
        />
      </Box>
    ),
  },
];

export default function SparklineColumnTypeGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'weeklySales', sort: 'desc' }] } }}
        hideFooter
        aria-label="Product trends"
      />
    </Box>
  );
}
