import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// How a product team's 40-hour week is spent, in hours.
const week = [
  { id: 'building', label: 'Building features', value: 17 },
  { id: 'meetings', label: 'Meetings', value: 8 },
  { id: 'reviews', label: 'Code reviews', value: 6 },
  { id: 'support', label: 'Support', value: 5 },
  { id: 'planning', label: 'Planning', value: 4 },
];

interface Setting {
  key: 'innerRadius' | 'paddingAngle' | 'cornerRadius' | 'endAngle';
  label: string;
  min: number;
  max: number;
  step: number;
}

const settings: Setting[] = [
  { key: 'innerRadius', label: 'innerRadius (px)', min: 0, max: 90, step: 5 },
  { key: 'paddingAngle', label: 'paddingAngle (deg)', min: 0, max: 10, step: 1 },
  { key: 'cornerRadius', label: 'cornerRadius (px)', min: 0, max: 12, step: 1 },
  { key: 'endAngle', label: 'endAngle (deg)', min: 90, max: 360, step: 10 },
];

export default function PieShapeSlidersChart() {
  const [shape, setShape] = React.useState({
    innerRadius: 50,
    paddingAngle: 2,
    cornerRadius: 4,
    endAngle: 360,
  });

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        A product team&apos;s 40-hour week: 17 hours building features, 8 in meetings, 6 reviewing
        code, 5 on support and 4 planning.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 3,
          px: 1,
          pt: 1,
        }}
      >
        {settings.map((setting) => (
          <Box key={setting.key}>
            <Typography id={`pie-shape-${setting.key}`} variant="body2">
              {setting.label}: {shape[setting.key]}
            </Typography>
            <Slider
              size="small"
              aria-labelledby={`pie-shape-${setting.key}`}
              value={shape[setting.key]}
              min={setting.min}
              max={setting.max}
              step={setting.step}
              onChange={(event, value) =>
                setShape((previous) => ({ ...previous, [setting.key]: value as number }))
              }
            />
          </Box>
        ))}
      </Box>
      <PieChart
        height={280}
        margin={{ right: 180 }}
        series={[
          {
            data: week,
            outerRadius: 110,
            ...shape,
            valueFormatter: (item) => `${item.value} h`,
          },
        ]}
      />
    </Box>
  );
}
