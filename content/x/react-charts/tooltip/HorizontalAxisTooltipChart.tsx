import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const languages = ['Spanish', 'French', 'German', 'Japanese', 'Korean', 'Italian'];
// Learners (thousands) enrolled in an online language school, by level.
const levels = [
  { label: 'Beginner', data: [412, 288, 174, 236, 198, 121] },
  { label: 'Intermediate', data: [198, 141, 92, 88, 61, 57] },
  { label: 'Advanced', data: [64, 52, 38, 21, 12, 18] },
];

export default function HorizontalAxisTooltipChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Learners per language and level: Spanish leads with 674,000 learners; in every language,
        beginners outnumber intermediate and advanced learners together.
      </Typography>
      <BarChart
        height={360}
        layout="horizontal"
        margin={{ left: 90 }}
        yAxis={[{ scaleType: 'band', data: languages }]}
        xAxis={[{ valueFormatter: (value: number) => `${value}k` }]}
        series={levels.map((level) => ({
          ...level,
          valueFormatter: (value: number | null) => `${value}k learners`,
        }))}
        // The band axis is vertical here: the tooltip and the highlight follow the y-axis.
        tooltip={{ trigger: 'axis' }}
        axisHighlight={{ x: 'none', y: 'band' }}
      />
    </Box>
  );
}
