import Box from '@mui/system/Box';
import type { StackProps } from '@mui/system/Stack';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    spacing: 2,
    children: [
      <Box key="first" sx={{ p: 1, border: '1px solid grey' }}>
        First
      </Box>,
      <Box key="second" sx={{ p: 1, border: '1px solid grey' }}>
        Second
      </Box>,
    ],
  },
} satisfies PlaygroundPreset<StackProps>;
