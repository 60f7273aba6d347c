import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Operating systems of 12,000 visitors to a developer documentation site last month.
const systems = [
  { id: 'windows', label: 'Windows', value: 4920 },
  { id: 'macos', label: 'macOS', value: 3660 },
  { id: 'linux', label: 'Linux', value: 1830 },
  { id: 'android', label: 'Android', value: 780 },
  { id: 'ios', label: 'iOS', value: 560 },
  { id: 'chromeos', label: 'ChromeOS', value: 150 },
  { id: 'freebsd', label: 'FreeBSD', value: 60 },
  { id: 'unknown', label: 'Unknown', value: 40 },
];
const total = systems.reduce((sum, system) => sum + system.value, 0);

// Items under the threshold share are merged into one "Other" slice.
function groupSmallItems(thresholdPercent: number) {
  const kept = systems.filter((system) => (system.value / total) * 100 >= thresholdPercent);
  const merged = systems.filter((system) => (system.value / total) * 100 < thresholdPercent);
  if (merged.length < 2) {
    return systems;
  }
  const other = merged.reduce((sum, system) => sum + system.value, 0);
  return [...kept, { id: 'other', label: `Other (${merged.length})`, value: other }];
}

const share = (value: number) => `${((value / total) * 100).toFixed(1)}%`;

export default function OtherSlicePieChart() {
  const [threshold, setThreshold] = React.useState(5);
  const data = groupSmallItems(threshold);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Operating systems of 12,000 documentation visitors: Windows 41%, macOS 30.5%, Linux about
        15%; the five smallest systems together make 13.2%.
      </Typography>
      <Box sx={{ px: 1, pt: 1, maxWidth: 360 }}>
        <Typography id="other-threshold-label" variant="body2">
          Merge items under {threshold}% into &quot;Other&quot;
        </Typography>
        <Slider
          size="small"
          aria-labelledby="other-threshold-label"
          value={threshold}
          min={0}
          max={10}
          step={1}
          marks
          onChange={(event, value) => setThreshold(value as number)}
        />
      </Box>
      <PieChart
        height={280}
        margin={{ right: 160 }}
        series={[
          {
            data,
            innerRadius: 40,
            paddingAngle: 1,
            arcLabel: (item) => share(item.value),
            arcLabelMinAngle: 25,
            valueFormatter: (item) =>
              `${item.value.toLocaleString('en-US')} (${share(item.value)})`,
          },
        ]}
        sx={{ '& .MuiPieArcLabel-root': { fill: '#fff', fontSize: 12 } }}
      />
    </Box>
  );
}
