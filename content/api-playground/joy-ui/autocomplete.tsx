import type { AutocompleteProps } from '@mui/joy/Autocomplete';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    options: ['Apple', 'Banana', 'Cherry'],
    placeholder: 'Fruit',
    sx: { width: 240 },
  },
} satisfies PlaygroundPreset<AutocompleteProps<string, false, false, false>>;
