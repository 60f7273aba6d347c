import * as React from 'react';
import ToggleButton, { toggleButtonClasses } from '@mui/material/ToggleButton';
import ToggleButtonGroup, { toggleButtonGroupClasses } from '@mui/material/ToggleButtonGroup';
import { styled } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

// Pill-shaped segments with a gap between them, inside one rounded track.
const SegmentedControl = styled(ToggleButtonGroup)(({ theme }) => ({
  gap: theme.spacing(0.5),
  padding: theme.spacing(0.5),
  borderRadius: 999,
  backgroundColor: (theme.vars ?? theme).palette.action.hover,
  [`& .${toggleButtonGroupClasses.grouped}`]: {
    border: 0,
    borderRadius: 999,
    paddingInline: theme.spacing(2),
    textTransform: 'none',
    [`&.${toggleButtonClasses.selected}`]: {
      backgroundColor: (theme.vars ?? theme).palette.background.paper,
      color: (theme.vars ?? theme).palette.text.primary,
      boxShadow: theme.shadows[1],
    },
  },
}));

export default function CustomizedToggle() {
  const [billing, setBilling] = React.useState('monthly');

  return (
    <SegmentedControl
      value={billing}
      exclusive
      onChange={(_event, value: string | null) => value && setBilling(value)}
      aria-label="Billing period"
      size="small"
    >
      <ToggleButton value="monthly">Monthly</ToggleButton>
      <ToggleButton value="yearly">Yearly (save 20%)</ToggleButton>
    </SegmentedControl>
  );
}
