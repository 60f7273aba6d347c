import type { ClickAwayListenerProps } from '@mui/material/ClickAwayListener';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    // A click outside folds the filters away; the summary opens them again.
    onClickAway: () => document.getElementById('playground-filters')?.removeAttribute('open'),
    children: (
      <details id="playground-filters" open>
        <summary>Filters</summary>
        In stock only, under $50, ships to Portugal. Click outside to fold this away.
      </details>
    ),
  },
} satisfies PlaygroundPreset<ClickAwayListenerProps>;
