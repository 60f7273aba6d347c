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

const StyledNumberInput = styled(NumberInput)(({ theme }) => {
  const dark = theme.palette.mode === 'dark';
  const border = dark ? '#475569' : '#cbd5e1';
  return {
    display: 'inline-flex',
    alignItems: 'stretch',
    height: 40,
    borderRadius: 8,
    border: `1px solid ${border}`,
    backgroundColor: dark ? '#0f172a' : '#ffffff',
    color: dark ? '#f1f5f9' : '#0f172a',
    overflow: 'hidden',
    [`&.${numberInputClasses.focused}`]: {
      borderColor: dark ? '#60a5fa' : '#2563eb',
      boxShadow: `0 0 0 2px ${dark ? '#1e3a8a' : '#bfdbfe'}`,
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
      background: dark ? '#1e293b' : '#f1f5f9',
      color: 'inherit',
      font: 'inherit',
      fontSize: '1.125rem',
      cursor: 'pointer',
      '&:hover': { background: dark ? '#334155' : '#e2e8f0' },
      '&:disabled': { color: dark ? '#64748b' : '#94a3b8', cursor: 'not-allowed' },
    },
    [`& .${numberInputClasses.decrementButton}`]: {
      order: 0,
      borderInlineEnd: `1px solid ${border}`,
    },
    [`& .${numberInputClasses.incrementButton}`]: {
      order: 2,
      borderInlineStart: `1px solid ${border}`,
    },
  };
});

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
