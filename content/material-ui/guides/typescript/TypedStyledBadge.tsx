import * as React from 'react';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

type Priority = 'low' | 'medium' | 'high';

interface PriorityBadgeProps {
  priority: Priority;
}

// The generic types the extra prop; shouldForwardProp keeps it off the <span>.
const PriorityBadge = styled('span', {
  shouldForwardProp: (prop) => prop !== 'priority',
})<PriorityBadgeProps>(({ theme, priority }) => {
  const color = {
    low: (theme.vars ?? theme).palette.success,
    medium: (theme.vars ?? theme).palette.warning,
    high: (theme.vars ?? theme).palette.error,
  }[priority];
  return {
    display: 'inline-flex',
    alignItems: 'center',
    paddingBlock: theme.spacing(0.25),
    paddingInline: theme.spacing(1),
    borderRadius: theme.shape.borderRadius,
    ...theme.typography.caption,
    fontWeight: theme.typography.fontWeightMedium,
    // Readable in both modes: the text color of the page on a tint of the priority color.
    color: (theme.vars ?? theme).palette.text.primary,
    // color-mix() tints any CSS color, a theme's CSS variable (theme.vars) included.
    backgroundColor: `color-mix(in srgb, ${color.main} 16%, transparent)`,
    border: `1px solid ${color.main}`,
  };
});

const tickets: { id: string; title: string; priority: Priority }[] = [
  { id: 'OPS-112', title: 'Checkout times out on slow networks', priority: 'high' },
  { id: 'OPS-118', title: 'Invoice PDF has the wrong tax label', priority: 'medium' },
  { id: 'OPS-121', title: 'Typo in the password reset email', priority: 'low' },
];

export default function TypedStyledBadge() {
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {tickets.map((ticket) => (
        <Stack
          component="li"
          key={ticket.id}
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center' }}
        >
          <PriorityBadge priority={ticket.priority}>{ticket.priority}</PriorityBadge>
          <span>
            {ticket.id}: {ticket.title}
          </span>
        </Stack>
      ))}
    </Stack>
  );
}
