import type { SwitchProps } from '@mui/base/Switch';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    slotProps: { input: { 'aria-label': 'Notifications' } },
  },
} satisfies PlaygroundPreset<SwitchProps>;
