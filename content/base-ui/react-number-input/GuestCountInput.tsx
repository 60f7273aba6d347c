import {
  Unstable_NumberInput as NumberInput,
  numberInputClasses,
} from '@mui/base/Unstable_NumberInput';
import { styled } from '@mui/system';

const Label = styled('label')({
  display: 'block',
  marginBottom: 4,
  fontSize: '0.875rem',
  fontWeight: 600,
});

const Hint = styled('p')({ margin: '4px 0 0', fontSize: '0.75rem' });

const StyledNumberInput = styled(NumberInput)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'stretch',
  height: 40,
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#ffffff',
  color: '#0f172a',
  overflow: 'hidden',
  [`&.${numberInputClasses.focused}`]: {
    borderColor: '#2563eb',
    boxShadow: '0 0 0 2px #bfdbfe',
    ...theme.applyStyles('dark', { borderColor: '#60a5fa', boxShadow: '0 0 0 2px #1e3a8a' }),
  },
  [`& .${numberInputClasses.input}`]: {
    order: 1,
    width: 56,
    border: 'none',
    outline: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: '0.875rem',
    textAlign: 'center',
  },
  [`& .${numberInputClasses.decrementButton}, & .${numberInputClasses.incrementButton}`]: {
    width: 40,
    border: 'none',
    background: '#f1f5f9',
    color: 'inherit',
    font: 'inherit',
    fontSize: '1.125rem',
    cursor: 'pointer',
    '&:hover': { background: '#e2e8f0', ...theme.applyStyles('dark', { background: '#334155' }) },
    '&:disabled': {
      color: '#94a3b8',
      cursor: 'not-allowed',
      ...theme.applyStyles('dark', { color: '#64748b' }),
    },
    ...theme.applyStyles('dark', { background: '#1e293b' }),
  },
  [`& .${numberInputClasses.decrementButton}`]: {
    order: 0,
    borderInlineEnd: '1px solid #cbd5e1',
    ...theme.applyStyles('dark', { borderInlineEndColor: '#475569' }),
  },
  [`& .${numberInputClasses.incrementButton}`]: {
    order: 2,
    borderInlineStart: '1px solid #cbd5e1',
    ...theme.applyStyles('dark', { borderInlineStartColor: '#475569' }),
  },
  ...theme.applyStyles('dark', {
    borderColor: '#475569',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
  }),
}));

export default function GuestCountInput() {
  return (
    <div>
      <Label htmlFor="guest-count">Guests</Label>
      <StyledNumberInput
        id="guest-count"
        min={1}
        max={8}
        defaultValue={2}
        slotProps={{
          input: { 'aria-describedby': 'guest-count-hint', role: 'spinbutton' },
          incrementButton: { children: '+', 'aria-label': 'Add a guest' },
          decrementButton: { children: '−', 'aria-label': 'Remove a guest' },
        }}
      />
      <Hint id="guest-count-hint">Up to 8 guests per booking.</Hint>
    </div>
  );
}
