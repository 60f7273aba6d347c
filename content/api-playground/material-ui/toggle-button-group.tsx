import ToggleButton from '@mui/material/ToggleButton';
import type { ToggleButtonGroupProps } from '@mui/material/ToggleButtonGroup';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    value: 'left',
    children: [
      <ToggleButton key="left" value="left">
        Left
      </ToggleButton>,
      <ToggleButton key="center" value="center">
        Center
      </ToggleButton>,
      <ToggleButton key="right" value="right">
        Right
      </ToggleButton>,
    ],
  },
} satisfies PlaygroundPreset<ToggleButtonGroupProps>;
