import { Button } from '@mui/base/Button';
import type { PopperProps } from '@mui/base/Popper';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    placement: 'bottom-start',
    children: (
      <div
        style={{
          padding: 12,
          marginTop: 8,
          maxWidth: 280,
          border: '1px solid #cbd5e1',
          borderRadius: 8,
          background: '#fff',
          color: '#0f172a',
        }}
      >
        Your password needs 12 characters, one of them a digit. Press the button again to hide this.
      </div>
    ),
  },
  opener: {
    trigger: <Button>Password rules</Button>,
    anchor: 'anchorEl',
  },
} satisfies PlaygroundPreset<PopperProps>;
