import AutocompleteOption from '@mui/joy/AutocompleteOption';
import type { AutocompleteListboxProps } from '@mui/joy/AutocompleteListbox';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    'aria-label': 'Cities',
    sx: { position: 'static', maxWidth: 280 },
    children: [
      <AutocompleteOption key="lisbon">Lisbon</AutocompleteOption>,
      <AutocompleteOption key="lyon">Lyon</AutocompleteOption>,
      <AutocompleteOption key="leeds">Leeds</AutocompleteOption>,
    ],
  },
} satisfies PlaygroundPreset<AutocompleteListboxProps>;
