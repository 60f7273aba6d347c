import FormatBoldIcon from '@mui/icons-material/FormatBold';
import type { ToggleButtonProps } from '@mui/material/ToggleButton';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    value: 'bold',
    'aria-label': 'Bold',
    children: <FormatBoldIcon />,
  },
} satisfies PlaygroundPreset<ToggleButtonProps>;
