import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';
import { styled } from '@mui/system';

const speeds = [
  { value: 'standard', label: 'Standard (5–7 business days)', disabled: false },
  { value: 'express', label: 'Express (2–3 business days)', disabled: false },
  { value: 'overnight', label: 'Overnight (next business day)', disabled: false },
  { value: 'drone', label: 'Drone delivery (not in your area)', disabled: true },
];

const Label = styled('label')({
  display: 'block',
  marginBottom: 4,
  fontSize: '0.875rem',
  fontWeight: 600,
});

const StyledSelect = styled(Select)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  width: 280,
  minHeight: 40,
  paddingInline: 12,
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#ffffff',
  color: '#0f172a',
  font: 'inherit',
  fontSize: '0.875rem',
  textAlign: 'start',
  cursor: 'pointer',
  '&::after': { content: '"▾"', marginInlineStart: 'auto' },
  [`&.${selectClasses.expanded}`]: {
    borderColor: '#2563eb',
    ...theme.applyStyles('dark', { borderColor: '#60a5fa' }),
  },
  [`&.${selectClasses.focusVisible}`]: {
    outline: '2px solid #2563eb',
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: '#93c5fd' }),
  },
  ...theme.applyStyles('dark', {
    borderColor: '#475569',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
  }),
})) as typeof Select;

const Popup = styled('div')({ zIndex: 1300 });

const Listbox = styled('ul')(({ theme }) => ({
  boxSizing: 'border-box',
  width: 280,
  margin: '4px 0',
  padding: 6,
  listStyle: 'none',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#ffffff',
  color: '#0f172a',
  fontSize: '0.875rem',
  boxShadow: '0 8px 24px rgb(15 23 42 / 0.18)',
  outline: 0,
  ...theme.applyStyles('dark', {
    borderColor: '#475569',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
  }),
}));

const StyledOption = styled(Option)(({ theme }) => ({
  padding: '8px 10px',
  borderRadius: 6,
  cursor: 'pointer',
  [`&.${optionClasses.highlighted}`]: {
    backgroundColor: '#f1f5f9',
    ...theme.applyStyles('dark', { backgroundColor: '#334155' }),
  },
  [`&.${optionClasses.selected}`]: {
    backgroundColor: '#dbeafe',
    color: '#1e3a8a',
    fontWeight: 600,
    ...theme.applyStyles('dark', { backgroundColor: '#1e3a8a', color: '#dbeafe' }),
  },
  [`&.${optionClasses.disabled}`]: {
    color: '#94a3b8',
    cursor: 'not-allowed',
    ...theme.applyStyles('dark', { color: '#64748b' }),
  },
}));

export default function ShippingSpeedSelect() {
  return (
    <div>
      <Label htmlFor="shipping-speed">Shipping speed</Label>
      <StyledSelect
        id="shipping-speed"
        name="shippingSpeed"
        defaultValue="standard"
        slots={{ popup: Popup, listbox: Listbox }}
      >
        {speeds.map((speed) => (
          <StyledOption key={speed.value} value={speed.value} disabled={speed.disabled}>
            {speed.label}
          </StyledOption>
        ))}
      </StyledSelect>
    </div>
  );
}
