import type { ClickAwayListenerProps } from '@mui/base/ClickAwayListener';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    // A click outside folds the list away; the summary opens it again.
    onClickAway: () => document.getElementById('playground-recent')?.removeAttribute('open'),
    children: (
      <details id="playground-recent" open>
        <summary>Recent searches</summary>
        Rain jacket, trail shoes, headlamp. Click outside to fold this list away.
      </details>
    ),
  },
} satisfies PlaygroundPreset<ClickAwayListenerProps>;
