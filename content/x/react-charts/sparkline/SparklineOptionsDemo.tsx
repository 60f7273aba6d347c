import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

type PlotType = 'line' | 'bar';

const days = [
  'Mar 4',
  'Mar 5',
  'Mar 6',
  'Mar 7',
  'Mar 8',
  'Mar 9',
  'Mar 10',
  'Mar 11',
  'Mar 12',
  'Mar 13',
  'Mar 14',
  'Mar 15',
  'Mar 16',
  'Mar 17',
];
// Daily visitors of a city library's website over two weeks (lower on weekends).
const visitors = [1840, 1910, 1875, 1990, 1720, 980, 860, 1950, 2080, 2010, 2150, 1890, 1040, 920];

export default function SparklineOptionsDemo() {
  const [plotType, setPlotType] = React.useState<PlotType>('line');
  const [area, setArea] = React.useState(false);
  const [showTooltip, setShowTooltip] = React.useState(true);
  const [showHighlight, setShowHighlight] = React.useState(true);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Daily website visitors over two weeks: 1,700 to 2,150 on weekdays, under 1,050 on weekends.
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ my: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={plotType}
          onChange={(event, value: PlotType | null) => value && setPlotType(value)}
          aria-label="plotType"
        >
          <ToggleButton value="line">line</ToggleButton>
          <ToggleButton value="bar">bar</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={area} onChange={(event) => setArea(event.target.checked)} />}
          label="area"
          disabled={plotType === 'bar'}
        />
        <FormControlLabel
          control={
            <Switch
              checked={showTooltip}
              onChange={(event) => setShowTooltip(event.target.checked)}
            />
          }
          label="showTooltip"
        />
        <FormControlLabel
          control={
            <Switch
              checked={showHighlight}
              onChange={(event) => setShowHighlight(event.target.checked)}
            />
          }
          label="showHighlight"
        />
      </Stack>
      <Box sx={{ maxWidth: 320 }}>
        <SparkLineChart
          height={72}
          data={visitors}
          plotType={plotType}
          area={area}
          showTooltip={showTooltip}
          showHighlight={showHighlight}
          // With an xAxis, the tooltip gets a header: the day of each value.
          xAxis={{ scaleType: plotType === 'bar' ? 'band' : 'point', data: days }}
          valueFormatter={(value) => `${value.toLocaleString('en-US')} visitors`}
        />
      </Box>
    </Box>
  );
}
