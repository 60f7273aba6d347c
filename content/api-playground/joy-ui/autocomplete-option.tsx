import AutocompleteListbox from '@mui/joy/AutocompleteListbox';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import type { AutocompleteOptionProps } from '@mui/joy/AutocompleteOption';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Lyon',
  },
  wrapper: (
    <AutocompleteListbox aria-label="Cities" sx={{ position: 'static', maxWidth: 280 }}>
      <AutocompleteOption>Lisbon</AutocompleteOption>
      {/* The option the playground sets. */}
      <AutocompleteOption>Leeds</AutocompleteOption>
    </AutocompleteListbox>
  ),
} satisfies PlaygroundPreset<AutocompleteOptionProps>;
