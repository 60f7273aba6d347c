import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// How the members of a cycling club pay their fee, ten years apart (% of members).
const methods = ['Bank transfer', 'Card', 'Cash', 'Mobile wallet'];
const colors = ['#3949ab', '#00897b', '#f4511e', '#8e24aa'];
const shares2014 = [48, 22, 30, 0];
const shares2024 = [21, 41, 6, 32];

const toItems = (shares: number[]) =>
  methods.map((label, index) => ({
    id: label,
    label,
    value: shares[index],
    color: colors[index],
  }));

export default function ComparisonPieCharts() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        How club members paid their fee in 2014 and 2024: cash falls from 30% to 6% and bank
        transfer from 48% to 21%, while cards (41%) and mobile wallets (32%) take over.
      </Typography>
      <PieChart
        height={300}
        margin={{ top: 10, bottom: 10, left: 10, right: 10 }}
        series={[
          {
            id: '2014',
            data: toItems(shares2014),
            cx: '25%',
            outerRadius: '80%',
            innerRadius: '40%',
            valueFormatter: (item) => `${item.value}% in 2014`,
          },
          {
            id: '2024',
            data: toItems(shares2024),
            cx: '75%',
            outerRadius: '80%',
            innerRadius: '40%',
            valueFormatter: (item) => `${item.value}% in 2024`,
          },
        ]}
        // Both pies list the same methods: one shared HTML legend replaces the duplicated SVG one.
        slotProps={{ legend: { hidden: true } }}
      >
        <text x="25%" y="58%" textAnchor="middle" fill="currentColor" fontSize={14}>
          2014
        </text>
        <text x="75%" y="58%" textAnchor="middle" fill="currentColor" fontSize={14}>
          2024
        </text>
      </PieChart>
      <Stack direction="row" spacing={2} justifyContent="center" useFlexGap flexWrap="wrap">
        {methods.map((method, index) => (
          <Stack key={method} direction="row" spacing={0.75} alignItems="center">
            <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: colors[index] }} />
            <Typography variant="body2">{method}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
