import type { SkeletonProps } from '@mui/joy/Skeleton';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    variant: 'rectangular',
    width: 200,
    height: 80,
  },
} satisfies PlaygroundPreset<SkeletonProps>;
