import type { ScopedCssBaselineProps } from '@mui/joy/ScopedCssBaseline';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: <p>This paragraph takes the theme’s background, text colour and font.</p>,
  },
} satisfies PlaygroundPreset<ScopedCssBaselineProps>;
