import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart, type BarElementOwnerState, type BarElementProps } from '@mui/x-charts/BarChart';
import type {} from '@mui/material/themeCssVarsAugmentation';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
// Orders shipped per month by an online bookshop.
const orders = [1840, 1620, 1910, 1760, 1830, 1690, 1540, 1480, 2010, 2170, 2890, 3420];

export default function SelectableBarSlotChart() {
  const theme = useTheme();
  const [selected, setSelected] = React.useState(11);

  // Called for each bar with its owner state (series id, dataIndex, color...); returns extra
  // props for that bar's <rect>. BarElement resolves this function at run time, but the
  // chart-level type of `slotProps.bar` only declares the object form, hence the cast.
  const barProps = (({ dataIndex }: BarElementOwnerState) => ({
    rx: 4,
    cursor: 'pointer',
    onClick: () => setSelected(dataIndex),
    // In `style`: the bar's CSS sets stroke and opacity, which beat SVG attributes.
    style: {
      stroke: dataIndex === selected ? (theme.vars ?? theme).palette.text.primary : 'none',
      strokeWidth: 2,
      opacity: dataIndex === selected ? 1 : 0.6,
    },
  })) as unknown as Partial<BarElementProps>;

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Orders shipped per month by an online bookshop: steady around 1,500 to 2,000 until
        September, then a climb to 3,420 in December.
      </Typography>
      {/* The same choice by keyboard: bars cannot take focus. */}
      <TextField
        select
        size="small"
        label="Month"
        value={selected}
        onChange={(event) => setSelected(Number(event.target.value))}
        sx={{ mt: 1.5, minWidth: 160 }}
      >
        {monthNames.map((name, index) => (
          <MenuItem key={name} value={index}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {monthNames[selected]}: {orders[selected].toLocaleString('en-US')} orders
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[
          {
            data: orders,
            label: 'Orders',
            valueFormatter: (value: number) => `${value.toLocaleString('en-US')} orders`,
          },
        ]}
        slotProps={{ legend: { hidden: true }, bar: barProps }}
      />
    </Box>
  );
}
