import TextField from '@mui/material/TextField';
import type { AutocompleteProps } from '@mui/material/Autocomplete';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    options: ['Apple', 'Banana', 'Cherry'],
    renderInput: (params) => <TextField {...params} label="Fruit" />,
    sx: { width: 240 },
  },
} satisfies PlaygroundPreset<AutocompleteProps<string, false, false, false>>;
