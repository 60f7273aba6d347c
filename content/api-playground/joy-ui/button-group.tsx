import Button from '@mui/joy/Button';
import type { ButtonGroupProps } from '@mui/joy/ButtonGroup';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <Button key="day">Day</Button>,
      <Button key="week">Week</Button>,
      <Button key="month">Month</Button>,
    ],
  },
} satisfies PlaygroundPreset<ButtonGroupProps>;
