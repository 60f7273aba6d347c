import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import type { LegendRendererProps } from '@mui/x-charts/ChartsLegend';
import type {} from '@mui/material/themeCssVarsAugmentation';

const hours = ['06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00', '22:00'];
// Outdoor and indoor temperature of a house on a summer day, in °C.
const outdoor = [16, 19, 24, 28, 31, 32, 29, 24, 20];
const indoor = [22, 22, 23, 24, 25, 26, 26, 25, 24];

// Replaces the default legend: a short line per series instead of a square,
// laid out in a row at the top-left corner of the drawing area.
function LineSwatchLegend({ seriesToDisplay, drawingArea, hidden }: LegendRendererProps) {
  const theme = useTheme();
  if (hidden) {
    return null;
  }
  let x = drawingArea.left;
  return (
    <g>
      {seriesToDisplay.map((item) => {
        const start = x;
        // An estimate of the label's width: 7 px per character at 13 px.
        x += 28 + item.label.length * 7 + 20;
        return (
          <g key={item.id} transform={`translate(${start} 16)`}>
            <line x1={0} x2={22} y1={0} y2={0} stroke={item.color} strokeWidth={3} />
            <text
              x={28}
              y={0}
              dominantBaseline="central"
              fill={(theme.vars ?? theme).palette.text.primary}
              style={{ fontSize: 13, fontFamily: theme.typography.fontFamily }}
            >
              {item.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}

export default function LineSwatchLegendChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Outdoor and indoor temperature on a summer day: outside it climbs from 16 to 32 °C at 16:00,
        while the insulated house stays between 22 and 26 °C.
      </Typography>
      <LineChart
        height={300}
        margin={{ top: 40 }}
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ valueFormatter: (value: number) => `${value} °C` }]}
        series={[
          { data: outdoor, label: 'Outdoor' },
          { data: indoor, label: 'Indoor' },
        ].map((series) => ({
          ...series,
          curve: 'linear' as const,
          valueFormatter: (value: number | null) => (value === null ? '' : `${value} °C`),
        }))}
        slots={{ legend: LineSwatchLegend }}
      />
    </Box>
  );
}
