import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { alpha, styled } from '@mui/material/styles';

type Status = 'active' | 'paused' | 'failed';

interface StatusChipProps {
  status: Status;
}

// A reusable component: Material UI's Chip with its own look and a `status` prop.
// `shouldForwardProp` keeps `status` off the DOM element.
const StatusChip = styled(Chip, {
  shouldForwardProp: (prop) => prop !== 'status',
})<StatusChipProps>(({ theme, status }) => {
  // The darker shade on light backgrounds and the lighter one in dark mode keep the text readable.
  const shade = theme.palette.mode === 'dark' ? 'light' : 'dark';
  const color = {
    active: theme.palette.success[shade],
    paused: theme.palette.text.secondary,
    failed: theme.palette.error[shade],
  }[status];
  return {
    borderRadius: theme.shape.borderRadius,
    fontWeight: 600,
    color,
    backgroundColor: alpha(color, theme.palette.mode === 'dark' ? 0.16 : 0.1),
    border: `1px solid ${alpha(color, 0.5)}`,
    // A dotted border for paused jobs: the state is not told by color alone.
    ...(status === 'paused' && { borderStyle: 'dashed' }),
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
