import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function BasicBarChart() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: months }]}
      series={[
        { data: [42, 51, 38, 64, 70, 58], label: 'Rainfall (mm)' },
        { data: [12, 14, 17, 20, 23, 26], label: 'Temperature (°C)' },
      ]}
    />
  );
}
