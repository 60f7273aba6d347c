import * as React from 'react';
import { PieChart, pieArcClasses } from '@mui/x-charts/PieChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';
import type {} from '@mui/material/themeCssVarsAugmentation';

const budget = [
  { id: 0, value: 38, label: 'Salaries' },
  { id: 1, value: 22, label: 'Rent' },
  { id: 2, value: 17, label: 'Marketing' },
  { id: 3, value: 13, label: 'Software' },
  { id: 4, value: 10, label: 'Travel' },
];

export default function PieSxClasses() {
  return (
    <PieChart
      height={260}
      series={[
        {
          data: budget,
          innerRadius: 50,
          paddingAngle: 1,
          cornerRadius: 4,
          highlightScope: { highlighted: 'item', faded: 'global' },
          valueFormatter: (item) => `${item.value}%`,
        },
      ]}
      // sx reaches the SVG parts through their classes; SVG uses fill and stroke.
      sx={(theme) => ({
        [`& .${pieArcClasses.root}`]: {
          stroke: (theme.vars ?? theme).palette.background.paper,
          strokeWidth: 2,
        },
        [`& .${pieArcClasses.highlighted}`]: {
          stroke: (theme.vars ?? theme).palette.text.primary,
        },
        [`& .${pieArcClasses.faded}`]: { filter: 'saturate(0.3)' },
        [`& .${legendClasses.mark}`]: { rx: 6 },
      })}
    />
  );
}
