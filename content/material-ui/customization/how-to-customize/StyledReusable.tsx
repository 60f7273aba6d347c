import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

type Status = 'active' | 'paused' | 'failed';

interface StatusChipProps {
  status: Status;
}

// A reusable component: Material UI's Chip with its own look and a `status` prop.
// `shouldForwardProp` keeps `status` off the DOM element.
const StatusChip = styled(Chip, {
  shouldForwardProp: (prop) => prop !== 'status',
})<StatusChipProps>(({ theme, status }) => {
  // color-mix() tints any CSS color, a theme's CSS variable (theme.vars) included.
  const colors = (color: string, tintPercent: number) => ({
    color,
    backgroundColor: `color-mix(in srgb, ${color} ${tintPercent}%, transparent)`,
    borderColor: `color-mix(in srgb, ${color} 50%, transparent)`,
  });
  // The darker shade on light backgrounds and the lighter one in dark mode keep the text readable.
  const shade = (tone: 'dark' | 'light') =>
    ({
      active: (theme.vars ?? theme).palette.success[tone],
      paused: (theme.vars ?? theme).palette.text.secondary,
      failed: (theme.vars ?? theme).palette.error[tone],
    })[status];
  return {
    borderRadius: theme.shape.borderRadius,
    fontWeight: 600,
    border: '1px solid',
    ...colors(shade('dark'), 10),
    // A dotted border for paused jobs: the state is not told by color alone.
    ...(status === 'paused' && { borderStyle: 'dashed' }),
    ...theme.applyStyles('dark', colors(shade('light'), 16)),
  };
});

const jobs: { name: string; status: Status }[] = [
  { name: 'Nightly backup', status: 'active' },
  { name: 'Invoice export', status: 'paused' },
  { name: 'Search reindex', status: 'failed' },
];

export default function StyledReusable() {
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {jobs.map((job) => (
        <StatusChip key={job.name} status={job.status} label={`${job.name}: ${job.status}`} />
      ))}
    </Stack>
  );
}
