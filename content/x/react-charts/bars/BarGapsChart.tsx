import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Support tickets opened and closed per month.
const opened = [312, 280, 355, 298, 260, 241];
const closed = [298, 291, 330, 310, 272, 250];

export default function BarGapsChart() {
  const [categoryGapRatio, setCategoryGapRatio] = React.useState(0.2);
  const [barGapRatio, setBarGapRatio] = React.useState(0.1);

  // Declared apart: the gap ratios only exist on band axes, which an inline literal cannot express.
  const monthAxis = { scaleType: 'band' as const, data: months, categoryGapRatio, barGapRatio };

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Support tickets opened and closed per month, January to June: closures overtake openings
        from April.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ px: 1, pt: 1 }}>
        <Box sx={{ flex: 1 }}>
          <Typography id="category-gap-label" variant="body2">
            categoryGapRatio: {categoryGapRatio}
          </Typography>
          <Slider
            aria-labelledby="category-gap-label"
            value={categoryGapRatio}
            onChange={(event, value) => setCategoryGapRatio(value as number)}
            min={0}
            max={0.9}
            step={0.05}
          />
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography id="bar-gap-label" variant="body2">
            barGapRatio: {barGapRatio}
          </Typography>
          <Slider
            aria-labelledby="bar-gap-label"
            value={barGapRatio}
            onChange={(event, value) => setBarGapRatio(value as number)}
            min={0}
            max={0.9}
            step={0.05}
          />
        </Box>
      </Stack>
      <BarChart
        height={300}
        xAxis={[monthAxis]}
        series={[
          { data: opened, label: 'Opened' },
          { data: closed, label: 'Closed' },
        ]}
      />
    </Box>
  );
}
