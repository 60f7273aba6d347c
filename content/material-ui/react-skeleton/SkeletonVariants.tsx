import * as React from 'react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export default function SkeletonVariants() {
  return (
    <Stack spacing={1} sx={{ maxWidth: 320 }}>
      {/* variant="text" (the default) takes the height of the current font. */}
      <Skeleton variant="text" sx={{ fontSize: '1.25rem' }} width="60%" />
      <Skeleton variant="circular" width={48} height={48} />
      <Skeleton variant="rectangular" width="100%" height={80} />
      <Skeleton variant="rounded" width="100%" height={80} />
    </Stack>
  );
}
