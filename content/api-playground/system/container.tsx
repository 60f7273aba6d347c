import Box from '@mui/system/Box';
import type { ContainerProps } from '@mui/system/Container';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    maxWidth: 'sm',
    children: <Box sx={{ p: 2, border: '1px dashed grey' }}>Centered, at most 600px wide</Box>,
  },
} satisfies PlaygroundPreset<ContainerProps>;
