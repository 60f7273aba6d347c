import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { AreaPlot, LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';

const weeks = Array.from({ length: 14 }, (_, index) => `W${index + 1}`);
// Weekly active users (thousands) of a note-taking app around two releases.
const activeUsers = [
  41.2, 41.8, 41.5, 42.0, 45.9, 47.1, 46.8, 47.4, 47.0, 46.6, 49.8, 51.2, 51.9, 52.4,
];

export default function ClippedAreaComposition() {
  const [clipped, setClipped] = React.useState(true);
  // useId gives the clip path an id that is the same on the server and in the browser.
  const clipPathId = `${React.useId()}-plot-area`;

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Weekly active users around two releases: version 2.0 in week 5 lifts them from 42,000 to
        46,000, version 2.1 in week 11 from 47,000 to 50,000.
      </Typography>
      <FormControlLabel
        control={
          <Switch checked={clipped} onChange={(event) => setClipped(event.target.checked)} />
        }
        label="Clip the plots to the drawing area"
      />
      <ResponsiveChartContainer
        height={320}
        margin={{ top: 30, left: 60 }}
        xAxis={[{ id: 'weeks', scaleType: 'point', data: weeks }]}
        // The axis starts at 38k to show the steps; the area still fills down to zero.
        yAxis={[{ id: 'users', min: 38, max: 54, valueFormatter: (value: number) => `${value}k` }]}
        series={[
          {
            type: 'line',
            data: activeUsers,
            area: true,
            label: 'Active users',
            valueFormatter: (value: number | null) => `${value}k users`,
          },
        ]}
      >
        <ChartsAxisHighlight x="line" />
        <g clipPath={clipped ? `url(#${clipPathId})` : undefined}>
          <AreaPlot />
          <LinePlot />
        </g>
        <ChartsReferenceLine x="W5" label="v2.0" labelAlign="start" />
        <ChartsReferenceLine x="W11" label="v2.1" labelAlign="start" />
        <ChartsXAxis axisId="weeks" />
        <ChartsYAxis axisId="users" />
        <ChartsTooltip trigger="axis" />
        <ChartsClipPath id={clipPathId} />
      </ResponsiveChartContainer>
    </Box>
  );
}
