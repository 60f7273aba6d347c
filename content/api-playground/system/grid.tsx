import Grid from '@mui/system/Unstable_Grid';
import type { GridProps } from '@mui/system/Unstable_Grid';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    container: true,
    spacing: 2,
    children: [
      <Grid key="orders" xs={12} sm={6} sx={{ p: 2, border: 1, borderColor: 'divider' }}>
        Orders: 128
      </Grid>,
      <Grid key="returns" xs={12} sm={6} sx={{ p: 2, border: 1, borderColor: 'divider' }}>
        Returns: 4
      </Grid>,
    ],
  },
} satisfies PlaygroundPreset<GridProps>;
