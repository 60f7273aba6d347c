import type { LoadingButtonProps } from '@mui/lab/LoadingButton';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Submit',
  },
} satisfies PlaygroundPreset<LoadingButtonProps>;
