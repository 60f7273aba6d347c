import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsText } from '@mui/x-charts/ChartsText';
import { useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';
import type {} from '@mui/material/themeCssVarsAugmentation';

const days = Array.from({ length: 21 }, (_, index) => index + 1);
// Daily sign-ups of a mobile app over three weeks of March; the app was featured on day 9.
const signups = [
  120, 132, 128, 141, 150, 138, 144, 152, 610, 540, 410, 330, 290, 262, 248, 240, 236, 231, 229,
  233, 228,
];

interface AnnotationProps {
  day: number;
  value: number;
  text: string;
}

// A callout pointing at one data point: the scales turn data values into SVG coordinates.
function Annotation({ day, value, text }: AnnotationProps) {
  const theme = useTheme();
  const { left, top } = useDrawingArea();
  const xScale = useXScale() as (value: number) => number;
  const yScale = useYScale() as (value: number) => number;
  const x = xScale(day);
  const y = yScale(value);
  // Keep the label inside the drawing area when the point sits near its top.
  const labelY = Math.max(top + 14, y - 36);
  return (
    <g>
      <line
        x1={x}
        x2={x + 24}
        y1={y - 6}
        y2={labelY + 6}
        stroke={(theme.vars ?? theme).palette.text.secondary}
      />
      <circle
        cx={x}
        cy={y}
        r={5}
        fill="none"
        stroke={(theme.vars ?? theme).palette.text.primary}
        strokeWidth={2}
      />
      <ChartsText
        x={Math.max(left, x + 28)}
        y={labelY}
        text={text}
        style={{
          fontSize: 13,
          fill: (theme.vars ?? theme).palette.text.primary,
          textAnchor: 'start',
        }}
      />
    </g>
  );
}

export default function AnnotatedEventChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Daily sign-ups over three weeks of March: about 140 a day, a jump to 610 on 9 March when the
        app store featured the app, then a new level of about 230 a day.
      </Typography>
      <LineChart
        height={320}
        margin={{ top: 30 }}
        xAxis={[
          {
            data: days,
            min: 1,
            max: 21,
            tickMinStep: 2,
            valueFormatter: (day: number) => `${day} Mar`,
          },
        ]}
        yAxis={[{ min: 0, max: 700 }]}
        series={[
          {
            data: signups,
            label: 'Sign-ups',
            curve: 'linear',
            showMark: false,
            valueFormatter: (value: number | null) => (value === null ? '' : `${value} sign-ups`),
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
      >
        <Annotation day={9} value={610} text="Featured in the app store" />
      </LineChart>
    </Box>
  );
}
