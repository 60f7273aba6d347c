import { Button } from '@mui/base/Button';
import type { PopupProps } from '@mui/base/Unstable_Popup';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    placement: 'bottom-start',
    offset: 8,
    children: (
      <div
        style={{
          padding: 12,
          maxWidth: 280,
          border: '1px solid #cbd5e1',
          borderRadius: 8,
          background: '#fff',
          color: '#0f172a',
        }}
      >
        Delivery takes two to four working days. Press the button again to hide this.
      </div>
    ),
  },
  opener: {
    trigger: <Button>Delivery times</Button>,
    anchor: 'anchor',
  },
} satisfies PlaygroundPreset<PopupProps>;
