import { Button } from '@mui/base/Button';
import type { ModalProps } from '@mui/base/Modal';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: (
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="playground-modal-title"
        style={{
          position: 'fixed',
          top: '20%',
          left: '50%',
          transform: 'translateX(-50%)',
          width: 320,
          padding: 24,
          borderRadius: 12,
          background: '#fff',
          color: '#0f172a',
          boxShadow: '0 16px 48px rgb(15 23 42 / 0.35)',
        }}
      >
        <h2 id="playground-modal-title">Session expiring</h2>
        <p>You will be signed out in two minutes. Press Escape to keep working.</p>
      </div>
    ),
  },
  opener: {
    trigger: <Button>Show notice</Button>,
    close: 'onClose',
  },
} satisfies PlaygroundPreset<ModalProps>;
