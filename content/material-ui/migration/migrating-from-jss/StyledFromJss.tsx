import * as React from 'react';
import Tab, { tabClasses } from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { styled } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

// makeStyles root/title classes, as styled elements.
const Header = styled('header')(({ theme }) => ({
  display: 'flex',
  alignItems: 'baseline',
  gap: theme.spacing(2),
  padding: theme.spacing(2),
  borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
}));

const Title = styled('h2')(({ theme }) => ({
  margin: 0,
  ...theme.typography.h6,
}));

// A prop-dependent style, with the prop kept off the DOM.
const StatusBadge = styled('span', {
  shouldForwardProp: (prop) => prop !== 'urgent',
})<{ urgent: boolean }>(({ theme, urgent }) => ({
  ...theme.typography.caption,
  fontWeight: theme.typography.fontWeightMedium,
  color: urgent
    ? (theme.vars ?? theme).palette.error.main
    : (theme.vars ?? theme).palette.text.secondary,
}));

// withStyles on a component, as a styled wrapper with a state selector.
const CompactTab = styled(Tab)({
  minWidth: 72,
  [`&.${tabClasses.selected}`]: { fontWeight: 700 },
});

export default function StyledFromJss() {
  const [tab, setTab] = React.useState(0);
  return (
    <div>
      <Header>
        <Title>Order 55102</Title>
        <StatusBadge urgent>Payment overdue</StatusBadge>
      </Header>
      <Tabs value={tab} onChange={(_, next) => setTab(next)} aria-label="Order details">
        <CompactTab label="Items" />
        <CompactTab label="Shipping" />
        <CompactTab label="Invoices" />
      </Tabs>
    </div>
  );
}
