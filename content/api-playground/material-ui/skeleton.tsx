import type { SkeletonProps } from '@mui/material/Skeleton';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    width: 210,
  },
} satisfies PlaygroundPreset<SkeletonProps>;
