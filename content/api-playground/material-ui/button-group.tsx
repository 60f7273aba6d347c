import Button from '@mui/material/Button';
import type { ButtonGroupProps } from '@mui/material/ButtonGroup';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <Button key="one">One</Button>,
      <Button key="two">Two</Button>,
      <Button key="three">Three</Button>,
    ],
  },
} satisfies PlaygroundPreset<ButtonGroupProps>;
