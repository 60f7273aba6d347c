import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

type Order = 'none' | 'reverse' | 'ascending' | 'descending' | 'insideOut' | 'appearance';

const quarters = ['Q1 2023', 'Q2 2023', 'Q3 2023', 'Q4 2023', 'Q1 2024'];
// Support tickets received per quarter, by channel (listed in the order of `series`).
const channels = [
  { label: 'Phone', data: [410, 380, 350, 300, 260] },
  { label: 'Email', data: [920, 880, 860, 840, 790] },
  { label: 'Chat', data: [300, 420, 560, 690, 830] },
  { label: 'Community forum', data: [120, 140, 150, 170, 180] },
];

export default function StackOrderBarChart() {
  const [order, setOrder] = React.useState<Order>('descending');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Support tickets per quarter by channel: chat grows from 300 to 830 tickets, overtaking phone
        in Q2 2023 and email in Q1 2024, while phone keeps shrinking.
      </Typography>
      <FormControl size="small" sx={{ mt: 1.5, minWidth: 200 }}>
        <InputLabel id="stack-order-label">stackOrder</InputLabel>
        <Select
          labelId="stack-order-label"
          label="stackOrder"
          value={order}
          onChange={(event) => setOrder(event.target.value as Order)}
        >
          <MenuItem value="none">none (order of series)</MenuItem>
          <MenuItem value="reverse">reverse</MenuItem>
          <MenuItem value="ascending">ascending (smallest total first)</MenuItem>
          <MenuItem value="descending">descending (largest total first)</MenuItem>
          <MenuItem value="insideOut">insideOut</MenuItem>
          <MenuItem value="appearance">appearance (earliest peak first)</MenuItem>
        </Select>
      </FormControl>
      <BarChart
        height={340}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        series={channels.map((channel) => ({
          ...channel,
          stack: 'tickets',
          stackOrder: order,
          valueFormatter: (value: number | null) => `${value} tickets`,
        }))}
      />
    </Box>
  );
}
