import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import type { GridProps } from '@mui/joy/Grid';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    container: true,
    spacing: 2,
    children: [
      <Grid key="orders" xs={12} sm={6}>
        <Sheet variant="soft" sx={{ p: 2 }}>
          Orders: 128
        </Sheet>
      </Grid>,
      <Grid key="returns" xs={12} sm={6}>
        <Sheet variant="soft" sx={{ p: 2 }}>
          Returns: 4
        </Sheet>
      </Grid>,
    ],
  },
} satisfies PlaygroundPreset<GridProps>;
