import { useState } from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { styled } from '@mui/system';

export default function FilterPanelClickAway() {
  const [open, setOpen] = useState(false);
  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      {/* The listener watches clicks outside this element: the button and the panel. */}
      <Anchor>
        <Trigger
          type="button"
          aria-expanded={open}
          aria-controls={open ? 'price-filter' : undefined}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          Filters
        </Trigger>
        {open && (
          <Panel id="price-filter" role="group" aria-label="Filters">
            <label>
              <input type="checkbox" defaultChecked /> In stock only
            </label>
            <label>
              <input type="checkbox" /> Free shipping
            </label>
            <Hint>Click anywhere outside this panel to close it.</Hint>
          </Panel>
        )}
      </Anchor>
    </ClickAwayListener>
  );
}

const Anchor = styled('div')({ position: 'relative', display: 'inline-block', minHeight: 150 });

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

const Panel = styled('div')(({ theme }) => ({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  insetInlineStart: 0,
  zIndex: 1,
  display: 'grid',
  gap: 8,
  width: 240,
  padding: 12,
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#ffffff',
  color: '#0f172a',
  fontSize: '0.875rem',
  boxShadow: '0 8px 24px rgb(15 23 42 / 0.18)',
  ...theme.applyStyles('dark', {
    borderColor: '#475569',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
  }),
}));

const Hint = styled('p')({ margin: 0, fontSize: '0.75rem' });
