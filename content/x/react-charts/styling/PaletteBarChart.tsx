import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  mangoFusionPalette,
  type ChartsColorPalette,
} from '@mui/x-charts/colorPalettes';

const palettes: Record<string, ChartsColorPalette> = {
  blueberryTwilight: blueberryTwilightPalette,
  mangoFusion: mangoFusionPalette,
  cheerfulFiesta: cheerfulFiestaPalette,
  custom: ['#00796b', '#f57c00', '#5e35b1', '#c2185b'],
};

const cities = ['Lagos', 'Lima', 'Manila', 'Warsaw'];
// Share of household spending (%) on four categories in four cities (illustrative survey).
const series = [
  { data: [56, 31, 42, 24], label: 'Food' },
  { data: [18, 27, 23, 29], label: 'Housing' },
  { data: [11, 14, 12, 13], label: 'Transport' },
  { data: [15, 28, 23, 34], label: 'Other' },
].map((item) => ({
  ...item,
  valueFormatter: (v: number) => `${v}%`,
  highlightScope: { highlighted: 'series', faded: 'global' } as const,
}));

export default function PaletteBarChart() {
  const [palette, setPalette] = React.useState('blueberryTwilight');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Household spending by category in four cities: food is the largest share in Lagos (56%),
        Manila (42%) and Lima (31%); in Warsaw, other spending leads (34%).
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={palette}
        onChange={(event, value: string | null) => value && setPalette(value)}
        aria-label="Color palette"
        sx={{ mt: 1, flexWrap: 'wrap' }}
      >
        {Object.keys(palettes).map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        height={320}
        colors={palettes[palette]}
        xAxis={[{ scaleType: 'band', data: cities }]}
        yAxis={[{ valueFormatter: (v: number) => `${v}%` }]}
        series={series}
      />
    </Box>
  );
}
