import * as React from 'react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const animations = ['pulse', 'wave', false] as const;

export default function SkeletonAnimations() {
  return (
    <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap">
      {animations.map((animation) => (
        <Stack key={String(animation)} spacing={0.5} sx={{ width: 200 }}>
          <Typography variant="caption" color="text.secondary">
            animation={typeof animation === 'string' ? `"${animation}"` : '{false}'}
          </Typography>
          <Skeleton animation={animation} variant="rounded" height={60} />
          <Skeleton animation={animation} />
          <Skeleton animation={animation} width="60%" />
        </Stack>
      ))}
    </Stack>
  );
}
