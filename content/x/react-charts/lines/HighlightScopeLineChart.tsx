import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const years = ['2018', '2019', '2020', '2021', '2022', '2023'];
// Share of developers using each editor in a yearly survey, in percent (illustrative).
const editors = [
  { label: 'Code editor A', data: [35, 51, 58, 71, 74, 73] },
  { label: 'IDE B', data: [28, 27, 29, 30, 28, 27] },
  { label: 'Terminal editor C', data: [26, 25, 24, 23, 23, 22] },
  { label: 'Editor D', data: [31, 22, 15, 11, 8, 6] },
];

const percent = (value: number | null) => (value === null ? '' : `${value}%`);

export default function HighlightScopeLineChart() {
  const [itemHighlight, setItemHighlight] = React.useState(true);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Share of developers using four editors, 2018 to 2023: editor A climbs from 35% to 73% while
        editor D falls from 31% to 6%; the other two stay near 25%.
      </Typography>
      <FormControlLabel
        sx={{ pt: 1 }}
        control={
          <Switch
            checked={itemHighlight}
            onChange={(event) => setItemHighlight(event.target.checked)}
          />
        }
        label="Highlight marks on hover"
      />
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: years }]}
        yAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
        disableLineItemHighlight={!itemHighlight}
        series={editors.map((editor) => ({
          ...editor,
          valueFormatter: percent,
          showMark: false,
          highlightScope: { highlighted: 'series', faded: 'global' } as const,
        }))}
      />
    </Box>
  );
}
