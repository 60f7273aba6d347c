import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import type {} from '@mui/material/themeCssVarsAugmentation';

// Storage used on a 2 TB backup drive, in GB.
const capacity = 2000;

export default function PieGaugeWorkaround() {
  const theme = useTheme();
  const [used, setUsed] = React.useState(1340);
  const percent = Math.round((used / capacity) * 100);
  const color =
    percent > 85
      ? (theme.vars ?? theme).palette.error.main
      : (theme.vars ?? theme).palette.primary.main;

  return (
    <Box component="figure" sx={{ m: 0, maxWidth: 420 }}>
      <Typography component="figcaption" variant="subtitle2">
        Backup drive usage: {used} GB of {capacity} GB ({percent}%).
      </Typography>
      <Box sx={{ position: 'relative' }}>
        <PieChart
          height={200}
          margin={{ top: 10, bottom: 0, left: 10, right: 10 }}
          tooltip={{ trigger: 'none' }}
          series={[
            {
              startAngle: -110,
              endAngle: 110,
              innerRadius: '70%',
              outerRadius: '100%',
              cy: '70%',
              data: [
                { id: 'used', value: used, color },
                {
                  id: 'free',
                  value: capacity - used,
                  color: (theme.vars ?? theme).palette.action.disabledBackground,
                },
              ],
            },
          ]}
          slotProps={{ legend: { hidden: true } }}
        />
        <Typography
          aria-hidden
          variant="h4"
          sx={{ position: 'absolute', left: 0, right: 0, top: '55%', textAlign: 'center' }}
        >
          {percent}%
        </Typography>
      </Box>
      <Typography id="gauge-used-label" variant="body2">
        Used space (GB)
      </Typography>
      <Slider
        aria-labelledby="gauge-used-label"
        value={used}
        min={0}
        max={capacity}
        step={10}
        onChange={(event, value) => setUsed(value as number)}
        valueLabelDisplay="auto"
      />
    </Box>
  );
}
