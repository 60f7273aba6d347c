import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import type {} from '@mui/material/themeCssVarsAugmentation';

// Support tickets received last month, by channel.
const channels = [
  { id: 'email', label: 'Email', value: 512 },
  { id: 'chat', label: 'Live chat', value: 388 },
  { id: 'phone', label: 'Phone', value: 241 },
  { id: 'form', label: 'Web form', value: 143 },
];
const total = channels.reduce((sum, channel) => sum + channel.value, 0);

const CenterText = styled('text')(({ theme }) => ({
  fill: (theme.vars ?? theme).palette.text.primary,
  textAnchor: 'middle',
  dominantBaseline: 'central',
}));

// Rendered inside the chart's SVG: the drawing area gives the center of the pie
// (its default cx and cy are 50% of that area).
function TotalLabel({ value, caption }: { value: string; caption: string }) {
  const { left, top, width, height } = useDrawingArea();
  const x = left + width / 2;
  const y = top + height / 2;
  return (
    <React.Fragment>
      <CenterText x={x} y={y - 10} sx={{ fontSize: 26, fontWeight: 700 }}>
        {value}
      </CenterText>
      <CenterText x={x} y={y + 16} sx={{ fontSize: 13, fill: 'text.secondary' }}>
        {caption}
      </CenterText>
    </React.Fragment>
  );
}

export default function CenterLabelPieChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        {total.toLocaleString('en-US')} support tickets last month: email 512, live chat 388, phone
        241 and web form 143.
      </Typography>
      <PieChart
        height={300}
        margin={{ right: 140 }}
        series={[
          {
            data: channels,
            innerRadius: 80,
            outerRadius: 120,
            paddingAngle: 1,
            valueFormatter: (item) =>
              `${item.value} tickets (${Math.round((item.value / total) * 100)}%)`,
          },
        ]}
      >
        <TotalLabel value={total.toLocaleString('en-US')} caption="tickets" />
      </PieChart>
    </Box>
  );
}
