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
  '&[data-error="true"]': { color: '#b91c1c', ...theme.applyStyles('dark', { color: '#fca5a5' }) },
}));

const StyledHelperText = styled('p')(({ theme }) => ({
  margin: '4px 0 0',
  fontSize: '0.75rem',
  '&[data-error="true"]': { color: '#b91c1c', ...theme.applyStyles('dark', { color: '#fca5a5' }) },
}));

const StyledInput = styled(Input)(({ theme }) => ({
  display: 'flex',
  maxWidth: 320,
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#ffffff',
  color: '#0f172a',
  [`&.${inputClasses.focused}`]: {
    borderColor: '#2563eb',
    boxShadow: '0 0 0 2px #bfdbfe',
    ...theme.applyStyles('dark', { borderColor: '#60a5fa', boxShadow: '0 0 0 2px #1e3a8a' }),
  },
  [`&.${inputClasses.error}`]: {
    borderColor: '#dc2626',
    boxShadow: 'none',
    ...theme.applyStyles('dark', { borderColor: '#f87171' }),
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
  ...theme.applyStyles('dark', {
    borderColor: '#475569',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
  }),
}));
