import Button from '@mui/joy/Button';
import type { ToggleButtonGroupProps } from '@mui/joy/ToggleButtonGroup';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    value: 'list',
    children: [
      <Button key="list" value="list">
        List
      </Button>,
      <Button key="grid" value="grid">
        Grid
      </Button>,
    ],
  },
} satisfies PlaygroundPreset<ToggleButtonGroupProps>;
