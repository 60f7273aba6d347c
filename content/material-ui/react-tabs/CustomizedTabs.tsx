import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { alpha, styled } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

// Pill-shaped segments on a tinted track, the selected one raised.
const SegmentedTabs = styled(Tabs)(({ theme }) => ({
  minHeight: 40,
  padding: 4,
  borderRadius: 999,
  backgroundColor: (theme.vars ?? theme).palette.action.hover,
  display: 'inline-flex',
  '& .MuiTabs-indicator': { display: 'none' },
}));

const SegmentTab = styled(Tab)(({ theme }) => ({
  minHeight: 32,
  minWidth: 0,
  padding: theme.spacing(0.5, 2),
  borderRadius: 999,
  textTransform: 'none',
  fontWeight: theme.typography.fontWeightMedium,
  color: (theme.vars ?? theme).palette.text.secondary,
  '&.Mui-selected': {
    color: (theme.vars ?? theme).palette.text.primary,
    backgroundColor: (theme.vars ?? theme).palette.background.paper,
    boxShadow: theme.shadows[1],
  },
  '&.Mui-focusVisible': {
    outline: '2px solid',
    outlineColor: theme.vars
      ? `rgba(${theme.vars.palette.primary.mainChannel} / 0.6)`
      : alpha(theme.palette.primary.main, 0.6),
  },
}));

export default function CustomizedTabs() {
  const [value, setValue] = React.useState('monthly');

  return (
    <Box>
      <SegmentedTabs
        value={value}
        onChange={(event, newValue: string) => setValue(newValue)}
        aria-label="Billing period"
      >
        <SegmentTab value="monthly" label="Monthly" disableRipple />
        <SegmentTab value="yearly" label="Yearly (save 20%)" disableRipple />
      </SegmentedTabs>
    </Box>
  );
}
