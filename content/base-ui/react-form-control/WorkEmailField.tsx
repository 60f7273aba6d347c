import { useState } from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input, inputClasses } from '@mui/base/Input';
import { styled } from '@mui/system';

const isEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

// Label and helper text read the field's state (required, error…) from the FormControl.
function Label({ children, htmlFor }: { children: string; htmlFor: string }) {
  const formControl = useFormControlContext();
  return (
    <StyledLabel htmlFor={htmlFor} data-error={formControl?.error}>
      {children}
      {formControl?.required && <span aria-hidden> *</span>}
    </StyledLabel>
  );
}

function HelperText({ id }: { id: string }) {
  const formControl = useFormControlContext();
  return (
    <StyledHelperText id={id} data-error={formControl?.error}>
      {formControl?.error ? 'Enter an address like name@company.com.' : 'We send the invoice here.'}
    </StyledHelperText>
  );
}

export default function WorkEmailField() {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  return (
    <FormControl
      value={email}
      onChange={(event) => setEmail(event.target.value)}
      required
      error={touched && !isEmail(email)}
    >
      <Label htmlFor="work-email">Work email</Label>
      <StyledInput
        id="work-email"
        type="email"
        autoComplete="email"
        aria-describedby="work-email-help"
        onBlur={() => setTouched(true)}
      />
      <HelperText id="work-email-help" />
    </FormControl>
  );
}

const StyledLabel = styled('label')(({ theme }) => ({
  display: 'block',
  marginBottom: 4,
  fontSize: '0.875rem',
  fontWeight: 600,
  '&[data-error="true"]': { color: theme.palette.mode === 'dark' ? '#fca5a5' : '#b91c1c' },
}));

const StyledHelperText = styled('p')(({ theme }) => ({
  margin: '4px 0 0',
  fontSize: '0.75rem',
  '&[data-error="true"]': { color: theme.palette.mode === 'dark' ? '#fca5a5' : '#b91c1c' },
}));

const StyledInput = styled(Input)(({ theme }) => {
  const dark = theme.palette.mode === 'dark';
  return {
    display: 'flex',
    maxWidth: 320,
    borderRadius: 8,
    border: `1px solid ${dark ? '#475569' : '#cbd5e1'}`,
    backgroundColor: dark ? '#0f172a' : '#ffffff',
    color: dark ? '#f1f5f9' : '#0f172a',
    [`&.${inputClasses.focused}`]: {
      borderColor: dark ? '#60a5fa' : '#2563eb',
      boxShadow: `0 0 0 2px ${dark ? '#1e3a8a' : '#bfdbfe'}`,
    },
    [`&.${inputClasses.error}`]: {
      borderColor: dark ? '#f87171' : '#dc2626',
      boxShadow: 'none',
    },
    [`& .${inputClasses.input}`]: {
      flex: 1,
      minWidth: 0,
      padding: '8px 12px',
      border: 'none',
      outline: 'none',
      background: 'transparent',
      color: 'inherit',
      font: 'inherit',
      fontSize: '0.875rem',
    },
  };
});
