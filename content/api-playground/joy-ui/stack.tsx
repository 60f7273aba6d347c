import Sheet from '@mui/joy/Sheet';
import type { StackProps } from '@mui/joy/Stack';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <Sheet key="one" variant="outlined" sx={{ p: 1 }}>
        One
      </Sheet>,
      <Sheet key="two" variant="outlined" sx={{ p: 1 }}>
        Two
      </Sheet>,
      <Sheet key="three" variant="outlined" sx={{ p: 1 }}>
        Three
      </Sheet>,
    ],
  },
} satisfies PlaygroundPreset<StackProps>;
