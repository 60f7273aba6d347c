import { useState } from 'react';
import { Input, inputClasses } from '@mui/base/Input';
import { styled } from '@mui/system';

const Form = styled('div')({ display: 'grid', gap: 16, maxWidth: 320 });

const Label = styled('label')({
  display: 'block',
  marginBottom: 4,
  fontSize: '0.875rem',
  fontWeight: 600,
});

const Adornment = styled('span')(({ theme }) => ({
  fontSize: '0.875rem',
  color: '#475569',
  ...theme.applyStyles('dark', { color: '#cbd5e1' }),
}));

const RevealButton = styled('button')(({ theme }) => ({
  padding: '4px 8px',
  border: 'none',
  borderRadius: 6,
  background: 'transparent',
  color: '#1d4ed8',
  font: 'inherit',
  fontSize: '0.8125rem',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': {
    backgroundColor: '#eff6ff',
    ...theme.applyStyles('dark', { backgroundColor: '#1e293b' }),
  },
  '&:focus-visible': {
    outline: '2px solid #2563eb',
    ...theme.applyStyles('dark', { outlineColor: '#93c5fd' }),
  },
  ...theme.applyStyles('dark', { color: '#93c5fd' }),
}));

const StyledInput = styled(Input)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 40,
  paddingInline: 12,
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#ffffff',
  color: '#0f172a',
  [`&.${inputClasses.adornedEnd}`]: { paddingInlineEnd: 4 },
  [`&.${inputClasses.focused}`]: {
    borderColor: '#2563eb',
    boxShadow: '0 0 0 2px #bfdbfe',
    ...theme.applyStyles('dark', { borderColor: '#60a5fa', boxShadow: '0 0 0 2px #1e3a8a' }),
  },
  [`& .${inputClasses.input}`]: {
    flex: 1,
    minWidth: 0,
    paddingBlock: 8,
    border: 'none',
    outline: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: '0.875rem',
  },
  ...theme.applyStyles('dark', {
    borderColor: '#475569',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
  }),
}));

export default function AdornedInputs() {
  const [showPassword, setShowPassword] = useState(false);
  return (
    <Form>
      <div>
        <Label htmlFor="listing-price">Listing price</Label>
        <StyledInput
          id="listing-price"
          defaultValue="249.00"
          startAdornment={<Adornment>$</Adornment>}
          endAdornment={<Adornment>USD</Adornment>}
        />
      </div>
      <div>
        <Label htmlFor="account-password">Password</Label>
        <StyledInput
          id="account-password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          defaultValue="correct-horse-battery"
          endAdornment={
            <RevealButton
              type="button"
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? 'Hide' : 'Show'}
            </RevealButton>
          }
        />
      </div>
    </Form>
  );
}
