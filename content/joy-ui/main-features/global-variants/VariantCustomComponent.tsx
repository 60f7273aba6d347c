import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';
import type { VariantProp } from '@mui/joy/styles';

// A plain <button> that takes its colors from the theme's global variants,
// including the hover, active and disabled states.
const PlanTile = styled('button')<{ ownerState: { variant: VariantProp } }>(({
  theme,
  ownerState,
}) => {
  const { variant } = ownerState;
  return [
    {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: 4,
      minWidth: 150,
      padding: theme.spacing(1.5, 2),
      borderRadius: theme.vars.radius.md,
      font: 'inherit',
      textAlign: 'start',
      // A native button paints the browser's own face color (grey in dark mode) unless told
      // otherwise; the outlined and plain variants set no background of their own.
      backgroundColor: 'transparent',
      cursor: 'pointer',
      '&:focus-visible': theme.focus.default,
    },
    theme.variants[variant].primary,
    { '&:hover': theme.variants[`${variant}Hover`].primary },
    { '&:active': theme.variants[`${variant}Active`].primary },
    { '&:disabled': theme.variants[`${variant}Disabled`].primary },
  ];
});

const PLANS = [
  { id: 'starter', name: 'Starter', price: '$0 / month' },
  { id: 'team', name: 'Team', price: '$12 / seat' },
  { id: 'business', name: 'Business', price: '$29 / seat' },
];

export default function VariantCustomComponent() {
  const [selected, setSelected] = React.useState('team');

  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {PLANS.map((plan) => {
        const isSelected = plan.id === selected;
        return (
          <PlanTile
            key={plan.id}
            type="button"
            aria-pressed={isSelected}
            ownerState={{ variant: isSelected ? 'solid' : 'outlined' }}
            onClick={() => setSelected(plan.id)}
          >
            <Typography level="title-md" textColor="inherit">
              {plan.name}
            </Typography>
            <Typography level="body-sm" textColor="inherit">
              {plan.price}
            </Typography>
          </PlanTile>
        );
      })}
      <PlanTile type="button" disabled ownerState={{ variant: 'soft' }}>
        <Typography level="title-md" textColor="inherit">
          Enterprise
        </Typography>
        <Typography level="body-sm" textColor="inherit">
          Contact sales
        </Typography>
      </PlanTile>
    </Stack>
  );
}
