import { Input, inputClasses } from '@mui/base/Input';
import { styled } from '@mui/system';

const Form = styled('div')({ display: 'grid', gap: 16, maxWidth: 320 });

const Label = styled('label')({
  display: 'block',
  marginBottom: 4,
  fontSize: '0.875rem',
  fontWeight: 600,
});

const StyledInput = styled(Input)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  minHeight: 40,
  paddingInline: 12,
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#ffffff',
  color: '#0f172a',
  [`&.${inputClasses.focused}`]: {
    borderColor: '#2563eb',
    boxShadow: '0 0 0 2px #bfdbfe',
    ...theme.applyStyles('dark', { borderColor: '#60a5fa', boxShadow: '0 0 0 2px #1e3a8a' }),
  },
  [`&.${inputClasses.disabled}`]: {
    backgroundColor: '#f1f5f9',
    cursor: 'not-allowed',
    ...theme.applyStyles('dark', { backgroundColor: '#1e293b' }),
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
    '&::placeholder': {
      color: '#64748b',
      opacity: 1,
      ...theme.applyStyles('dark', { color: '#94a3b8' }),
    },
    '&:disabled': { cursor: 'not-allowed' },
  },
  ...theme.applyStyles('dark', {
    borderColor: '#475569',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
  }),
}));

export default function ShippingAddressInputs() {
  return (
    <Form>
      <div>
        <Label htmlFor="shipping-name">Recipient</Label>
        <StyledInput
          id="shipping-name"
          name="name"
          placeholder="Ada Lovelace"
          autoComplete="name"
        />
      </div>
      <div>
        <Label htmlFor="shipping-street">Street address</Label>
        <StyledInput
          id="shipping-street"
          name="street"
          placeholder="12 Marylebone Road"
          autoComplete="street-address"
        />
      </div>
      <div>
        <Label htmlFor="shipping-country">Country</Label>
        <StyledInput id="shipping-country" name="country" defaultValue="United Kingdom" disabled />
      </div>
    </Form>
  );
}
