import { useState } from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import { styled } from '@mui/system';

export default function ShortcutEditorFocusTrap() {
  const [editing, setEditing] = useState(false);
  const [shortcut, setShortcut] = useState('Ctrl + Shift + K');
  return (
    <Wrapper>
      <span>Quick search shortcut: {shortcut}</span>
      <Button type="button" onClick={() => setEditing(true)} disabled={editing}>
        Change
      </Button>
      <FocusTrap open={editing}>
        {/* The trap needs one child that can hold focus: tabIndex -1 lets it receive it. */}
        <Panel tabIndex={-1} hidden={!editing} role="group" aria-label="Edit shortcut">
          <label htmlFor="shortcut-input">New shortcut</label>
          <input
            id="shortcut-input"
            defaultValue={shortcut}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                setShortcut(event.currentTarget.value);
                setEditing(false);
              }
            }}
          />
          <Button type="button" onClick={() => setEditing(false)}>
            Done
          </Button>
          <Hint>Tab stays inside this panel until you press Done.</Hint>
        </Panel>
      </FocusTrap>
    </Wrapper>
  );
}

const Wrapper = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 12,
  fontSize: '0.875rem',
});

const Button = styled('button')(({ theme }) => ({
  padding: '6px 14px',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  '&:focus-visible': {
    outline: '2px solid #2563eb',
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: '#93c5fd' }),
  },
  ...theme.applyStyles('dark', { borderColor: '#475569' }),
}));

const Panel = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  width: '100%',
  padding: 12,
  borderRadius: 8,
  border: '2px solid #2563eb',
  outline: 0,
  '&[hidden]': { display: 'none' },
  '& label': { fontWeight: 600 },
  '& input': {
    padding: '6px 10px',
    borderRadius: 6,
    border: '1px solid #cbd5e1',
    backgroundColor: '#ffffff',
    color: 'inherit',
    font: 'inherit',
    ...theme.applyStyles('dark', { borderColor: '#475569', backgroundColor: '#0f172a' }),
  },
  ...theme.applyStyles('dark', { borderColor: '#60a5fa' }),
}));

const Hint = styled('p')({ flexBasis: '100%', margin: 0, fontSize: '0.75rem' });
