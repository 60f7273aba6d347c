import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const statements = ['Clear goals', 'Fair workload', 'Useful tools', 'Growth options'];
// Answers of 240 employees to an engagement survey, per statement.
const answers = [
  { label: 'Disagree', data: [22, 71, 38, 64], color: '#d84315' },
  { label: 'Neutral', data: [46, 62, 55, 80], color: '#9e9e9e' },
  { label: 'Agree', data: [172, 107, 147, 96], color: '#2e7d32' },
];

export default function SurveyLikertBarChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Engagement survey, 240 answers per statement, shown as shares: 72% agree that goals are
        clear, but only 40% see growth options and 45% find the workload fair.
      </Typography>
      <BarChart
        height={280}
        layout="horizontal"
        margin={{ left: 120 }}
        yAxis={[{ scaleType: 'band', data: statements }]}
        xAxis={[{ valueFormatter: (v: number) => `${Math.round(v * 100)}%` }]}
        series={answers.map((answer) => ({
          ...answer,
          stack: 'answers',
          stackOffset: 'expand' as const,
          valueFormatter: (v: number | null) => `${v} people`,
        }))}
      />
    </Box>
  );
}
