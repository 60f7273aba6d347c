import { useState } from 'react';
import { Switch, switchClasses } from '@mui/base/Switch';
import { styled } from '@mui/system';

const Panel = styled('div')({ display: 'flex', flexDirection: 'column', gap: 8 });

const Label = styled('label')({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  fontSize: '0.875rem',
  fontWeight: 600,
});

const Status = styled('p')({ margin: 0, fontSize: '0.875rem' });

const StyledSwitch = styled(Switch)(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: 42,
  height: 24,
  cursor: 'pointer',
  [`& .${switchClasses.track}`]: {
    position: 'absolute',
    inset: 0,
    borderRadius: 12,
    backgroundColor: '#94a3b8',
    transition: 'background-color 150ms',
    ...theme.applyStyles('dark', { backgroundColor: '#475569' }),
  },
  [`& .${switchClasses.thumb}`]: {
    position: 'absolute',
    top: 3,
    insetInlineStart: 3,
    width: 18,
    height: 18,
    borderRadius: '50%',
    backgroundColor: '#ffffff',
    transition: 'inset-inline-start 150ms',
  },
  [`& .${switchClasses.input}`]: {
    position: 'absolute',
    inset: 0,
    zIndex: 1,
    width: '100%',
    height: '100%',
    margin: 0,
    opacity: 0,
    cursor: 'inherit',
  },
  [`&.${switchClasses.checked} .${switchClasses.track}`]: {
    backgroundColor: '#2563eb',
    ...theme.applyStyles('dark', { backgroundColor: '#3b82f6' }),
  },
  [`&.${switchClasses.checked} .${switchClasses.thumb}`]: { insetInlineStart: 21 },
  [`&.${switchClasses.focusVisible} .${switchClasses.track}`]: {
    outline: '2px solid #2563eb',
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: '#93c5fd' }),
  },
}));

export default function VacationResponder() {
  const [away, setAway] = useState(false);
  return (
    <Panel>
      <Label>
        <StyledSwitch checked={away} onChange={(event) => setAway(event.target.checked)} />
        Out-of-office reply
      </Label>
      <Status role="status">
        {away
          ? 'Senders get your out-of-office message until you switch it off.'
          : 'Incoming mail is delivered as usual.'}
      </Status>
    </Panel>
  );
}
