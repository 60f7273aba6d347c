import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

interface Product {
  name: string;
  weeklyUnits: number[]; // units sold, last 8 weeks
}

const products: Product[] = [
  { name: 'Trail running shoes', weeklyUnits: [42, 38, 51, 47, 60, 58, 66, 71] },
  { name: 'Rain jacket', weeklyUnits: [80, 92, 75, 64, 51, 43, 38, 30] },
  { name: 'Insulated bottle', weeklyUnits: [25, 27, 24, 26, 28, 25, 27, 26] },
  { name: 'Headlamp', weeklyUnits: [12, 15, 14, 22, 30, 28, 35, 41] },
];

const weekLabels = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];

export default function ProductSparkBarTable() {
  return (
    <TableContainer>
      <Table size="small" aria-label="Units sold per product over the last 8 weeks">
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell align="right">Last week</TableCell>
            <TableCell align="right">8-week total</TableCell>
            <TableCell sx={{ width: '40%' }}>Weekly units, weeks 1 to 8</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((product) => (
            <TableRow key={product.name}>
              <TableCell>{product.name}</TableCell>
              <TableCell align="right">
                {product.weeklyUnits[product.weeklyUnits.length - 1]}
              </TableCell>
              <TableCell align="right">
                {product.weeklyUnits.reduce((sum, units) => sum + units, 0)}
              </TableCell>
              <TableCell>
                <SparkLineChart
                  plotType="bar"
                  data={product.weeklyUnits}
                  height={40}
                  showTooltip
                  showHighlight
                  xAxis={{ scaleType: 'band', data: weekLabels }}
                  valueFormatter={(value) => `${value} units`}
                  desc={`${product.name}, weekly units: ${product.weeklyUnits.join(', ')}`}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
