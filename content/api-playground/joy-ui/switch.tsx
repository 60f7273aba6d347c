import type { SwitchProps } from '@mui/joy/Switch';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    endDecorator: 'Notifications',
  },
} satisfies PlaygroundPreset<SwitchProps>;
