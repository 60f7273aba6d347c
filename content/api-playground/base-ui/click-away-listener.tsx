import type { ClickAwayListenerProps } from '@mui/base/ClickAwayListener';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    onClickAway: (event) => console.log('Clicked outside the panel', event.target),
    children: (
      <div style={{ padding: 16, maxWidth: 320, border: '1px solid #cbd5e1', borderRadius: 8 }}>
        A click anywhere outside this panel calls onClickAway (see the console).
      </div>
    ),
  },
} satisfies PlaygroundPreset<ClickAwayListenerProps>;
