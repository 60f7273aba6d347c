import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { AreaPlot, LinePlot } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const weeks = Array.from({ length: 12 }, (_, index) => index + 1);
// Weekday riders per day (thousands) on four metro lines over twelve weeks.
const lines = [
  {
    name: 'Red line',
    color: '#c62828',
    data: [212, 215, 219, 224, 221, 228, 233, 236, 240, 238, 245, 251],
  },
  {
    name: 'Blue line',
    color: '#1565c0',
    data: [148, 146, 150, 149, 152, 151, 150, 153, 155, 154, 156, 157],
  },
  {
    name: 'Green line',
    color: '#2e7d32',
    data: [64, 66, 71, 79, 88, 96, 104, 111, 117, 122, 126, 131],
  },
  { name: 'Orange line', color: '#ef6c00', data: [97, 95, 92, 90, 86, 84, 81, 79, 78, 74, 72, 70] },
];

export default function SmallMultiplesComposition() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Weekday riders on four metro lines over twelve weeks, all on one 0 to 260,000 scale: the
        Green line doubles from 64,000 to 131,000 while the Orange line falls from 97,000 to 70,000.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1.5 }}>
        {lines.map((line) => (
          <Box key={line.name} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
            <Typography variant="body2" component="p">
              {line.name}: {line.data[0]}k → {line.data[line.data.length - 1]}k
            </Typography>
            {/* A fixed size and a fixed y range: every panel is drawn on the same scale. */}
            <ChartContainer
              width={200}
              height={80}
              margin={{ top: 4, bottom: 4, left: 4, right: 4 }}
              xAxis={[{ id: 'weeks', scaleType: 'point', data: weeks }]}
              yAxis={[{ id: 'riders', min: 0, max: 260 }]}
              series={[{ type: 'line', data: line.data, area: true, color: line.color }]}
              disableAxisListener
            >
              <AreaPlot />
              <LinePlot />
              <ChartsReferenceLine
                y={150}
                lineStyle={{ strokeDasharray: '3 3', strokeOpacity: 0.6 }}
              />
            </ChartContainer>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        The dashed line marks 150,000 riders a day in every panel.
      </Typography>
    </Box>
  );
}
