import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Seats won in a 120-seat city council.
const seats = [
  { id: 'green', label: 'Green Alliance', value: 34, color: '#2e7d32' },
  { id: 'social', label: 'Social Democrats', value: 29, color: '#c62828' },
  { id: 'liberal', label: 'Liberal Party', value: 22, color: '#f9a825' },
  { id: 'conservative', label: 'Conservatives', value: 27, color: '#1565c0' },
  { id: 'independent', label: 'Independents', value: 8, color: '#757575' },
];

export default function HalfDonutPieChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Seats in a 120-seat council. Green Alliance 34, Social Democrats 29, Conservatives 27,
        Liberal Party 22, Independents 8. No party holds the 61 needed for a majority.
      </Typography>
      <PieChart
        height={260}
        margin={{ top: 10, bottom: 10, left: 10, right: 170 }}
        series={[
          {
            data: seats,
            startAngle: -90,
            endAngle: 90,
            innerRadius: '45%',
            outerRadius: '95%',
            cy: '80%',
            valueFormatter: (item) => `${item.value} seats`,
          },
        ]}
      />
    </Box>
  );
}
