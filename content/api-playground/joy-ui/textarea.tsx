import type { TextareaProps } from '@mui/joy/Textarea';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    placeholder: 'Write a review',
  },
} satisfies PlaygroundPreset<TextareaProps>;
