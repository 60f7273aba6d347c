import { useState } from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';
import { styled } from '@mui/system';

const updates = [
  'Invoice #2043 was paid',
  'Priya joined the Design team',
  'Backup finished at 03:00',
];

export default function FadingPopupTransition() {
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <Wrapper>
      <Trigger
        ref={setAnchor}
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        Latest updates
      </Trigger>
      {/* The popup stays mounted until the exit transition of CssTransition has ended. */}
      <StyledPopup
        anchor={anchor}
        open={open}
        placement="bottom-start"
        offset={6}
        role="region"
        aria-label="Latest updates"
      >
        <Panel
          enterClassName="open"
          exitClassName="closed"
          lastTransitionedPropertyOnExit="opacity"
        >
          <ul>
            {updates.map((update) => (
              <li key={update}>{update}</li>
            ))}
          </ul>
        </Panel>
      </StyledPopup>
    </Wrapper>
  );
}

const Wrapper = styled('div')({ minHeight: 40 });

const StyledPopup = styled(Popup)({ zIndex: 1300 });

const Trigger = styled('button')(({ theme }) => ({
  padding: '8px 16px',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  cursor: 'pointer',
  '&:focus-visible': {
    outline: '2px solid #2563eb',
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: '#93c5fd' }),
  },
  ...theme.applyStyles('dark', { borderColor: '#475569' }),
}));

const Panel = styled(CssTransition)(({ theme }) => ({
  width: 260,
  padding: '8px 12px',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#ffffff',
  color: '#0f172a',
  fontSize: '0.875rem',
  boxShadow: '0 8px 24px rgb(15 23 42 / 0.18)',
  transformOrigin: 'top',
  transition: 'opacity 160ms ease-out, transform 160ms ease-out',
  '& ul': { margin: 0, paddingInlineStart: 18 },
  '& li': { paddingBlock: 4 },
  '&.closed': { opacity: 0, transform: 'scale(0.95)' },
  '&.open': { opacity: 1, transform: 'scale(1)' },
  // A short transition instead of none: the exit only completes on transitionend.
  '@media (prefers-reduced-motion: reduce)': { transitionDuration: '1ms' },
  ...theme.applyStyles('dark', {
    borderColor: '#475569',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
  }),
}));
