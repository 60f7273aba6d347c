import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const criteria = ['Battery', 'Camera', 'Screen', 'Performance', 'Price', 'Durability'];
// Review scores out of 10 for two phones.
const phones = [
  { label: 'Phone A', data: [9, 6, 7, 8, 6, 8] },
  { label: 'Phone B', data: [6, 9, 9, 8, 4, 6] },
];

export default function ProfileBarsWorkaround() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Review scores out of 10 for two phones: Phone A wins on battery, price and durability; Phone
        B on camera and screen; both score 8 for performance.
      </Typography>
      <BarChart
        height={320}
        layout="horizontal"
        margin={{ left: 100 }}
        yAxis={[{ scaleType: 'band', data: criteria }]}
        xAxis={[{ min: 0, max: 10, tickMinStep: 1 }]}
        series={phones.map((phone) => ({ ...phone, valueFormatter: (v: number) => `${v} / 10` }))}
      />
    </Box>
  );
}
