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
  color: theme.palette.mode === 'dark' ? '#cbd5e1' : '#475569',
}));

const RevealButton = styled('button')(({ theme }) => {
  const dark = theme.palette.mode === 'dark';
  return {
    padding: '4px 8px',
    border: 'none',
    borderRadius: 6,
    background: 'transparent',
    color: dark ? '#93c5fd' : '#1d4ed8',
    font: 'inherit',
    fontSize: '0.8125rem',
    fontWeight: 600,
    cursor: 'pointer',
    '&:hover': { backgroundColor: dark ? '#1e293b' : '#eff6ff' },
    '&:focus-visible': { outline: `2px solid ${dark ? '#93c5fd' : '#2563eb'}` },
  };
});

const StyledInput = styled(Input)(({ theme }) => {
  const dark = theme.palette.mode === 'dark';
  return {
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    minHeight: 40,
    paddingInline: 12,
    borderRadius: 8,
    border: `1px solid ${dark ? '#475569' : '#cbd5e1'}`,
    backgroundColor: dark ? '#0f172a' : '#ffffff',
    color: dark ? '#f1f5f9' : '#0f172a',
    [`&.${inputClasses.adornedEnd}`]: { paddingInlineEnd: 4 },
    [`&.${inputClasses.focused}`]: {
      borderColor: dark ? '#60a5fa' : '#2563eb',
      boxShadow: `0 0 0 2px ${dark ? '#1e3a8a' : '#bfdbfe'}`,
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
  };
});

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
