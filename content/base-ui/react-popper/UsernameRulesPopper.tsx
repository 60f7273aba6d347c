import { useState } from 'react';
import { Popper } from '@mui/base/Popper';
import { styled, useTheme } from '@mui/system';

export default function UsernameRulesPopper() {
  const direction = useTheme().direction === 'rtl' ? 'rtl' : 'ltr';
  const [anchor, setAnchor] = useState<HTMLInputElement | null>(null);
  const [focused, setFocused] = useState(false);
  return (
    <Field>
      <label htmlFor="new-username">Username</label>
      <Input
        id="new-username"
        ref={setAnchor}
        autoComplete="username"
        aria-describedby="username-rules"
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      <Rules
        id="username-rules"
        anchorEl={anchor}
        open={focused}
        keepMounted
        placement="bottom-start"
        direction={direction}
        modifiers={[{ name: 'offset', options: { offset: [0, 6] } }]}
      >
        3–20 characters: letters, numbers and underscores. You can change it once a month.
      </Rules>
    </Field>
  );
}

const Field = styled('div')({
  display: 'grid',
  gap: 4,
  maxWidth: 280,
  minHeight: 130,
  alignContent: 'start',
  fontSize: '0.875rem',
  '& > label': { fontWeight: 600 },
});

const Input = styled('input')(({ theme }) => ({
  padding: '8px 12px',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#ffffff',
  color: '#0f172a',
  font: 'inherit',
  '&:focus': {
    outline: 'none',
    borderColor: '#2563eb',
    boxShadow: '0 0 0 2px #bfdbfe',
    ...theme.applyStyles('dark', { borderColor: '#60a5fa', boxShadow: '0 0 0 2px #1e3a8a' }),
  },
  ...theme.applyStyles('dark', {
    borderColor: '#475569',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
  }),
}));

const Rules = styled(Popper)(({ theme }) => ({
  zIndex: 1300,
  maxWidth: 280,
  padding: '8px 12px',
  borderRadius: 8,
  backgroundColor: '#1e293b',
  color: '#f8fafc',
  fontSize: '0.8125rem',
  lineHeight: 1.5,
  ...theme.applyStyles('dark', { backgroundColor: '#e2e8f0', color: '#0f172a' }),
}));
