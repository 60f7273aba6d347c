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

const Input = styled('input')(({ theme }) => {
  const dark = theme.palette.mode === 'dark';
  return {
    padding: '8px 12px',
    borderRadius: 8,
    border: `1px solid ${dark ? '#475569' : '#cbd5e1'}`,
    backgroundColor: dark ? '#0f172a' : '#ffffff',
    color: dark ? '#f1f5f9' : '#0f172a',
    font: 'inherit',
    '&:focus': {
      outline: 'none',
      borderColor: dark ? '#60a5fa' : '#2563eb',
      boxShadow: `0 0 0 2px ${dark ? '#1e3a8a' : '#bfdbfe'}`,
    },
  };
});

const Rules = styled(Popper)(({ theme }) => {
  const dark = theme.palette.mode === 'dark';
  return {
    zIndex: 1300,
    maxWidth: 280,
    padding: '8px 12px',
    borderRadius: 8,
    backgroundColor: dark ? '#e2e8f0' : '#1e293b',
    color: dark ? '#0f172a' : '#f8fafc',
    fontSize: '0.8125rem',
    lineHeight: 1.5,
  };
});
