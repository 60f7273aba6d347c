import { useRef, useState } from 'react';
import { useInput } from '@mui/base/useInput';
import { styled } from '@mui/system';

const Root = styled('div')(({ theme }) => ({
  // The demo's colors, as custom properties its parts read; the dark scheme's come last.
  '--border': '#cbd5e1',
  '--surface': '#ffffff',
  '--text': '#0f172a',
  '--accent': '#2563eb',
  '--selected': '#e2e8f0',
  ...theme.applyStyles('dark', {
    '--border': '#475569',
    '--surface': '#0f172a',
    '--text': '#f1f5f9',
    '--accent': '#60a5fa',
    '--selected': '#334155',
  }),
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  maxWidth: 360,
  paddingBlock: 4,
  paddingInlineStart: 12,
  paddingInlineEnd: 4,
  borderRadius: 999,
  border: '1px solid var(--border)',
  backgroundColor: 'var(--surface)',
  cursor: 'text',
  '&[data-focused="true"]': {
    borderColor: 'var(--accent)',
    boxShadow: '0 0 0 2px var(--accent)',
  },
}));

const Field = styled('input')({
  flex: 1,
  minWidth: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'var(--text)',
  font: 'inherit',
  fontSize: '0.875rem',
  '&::-webkit-search-cancel-button': { display: 'none' },
});

const ClearButton = styled('button')({
  padding: '4px 10px',
  border: 'none',
  borderRadius: 999,
  backgroundColor: 'var(--selected)',
  color: 'var(--text)',
  font: 'inherit',
  fontSize: '0.8125rem',
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid var(--accent)' },
});

export default function UseInputSearch() {
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  // getRootProps' click handler focuses the input when the click lands on the pill's padding.
  const { getRootProps, getInputProps, focused } = useInput({
    value: query,
    onChange: (event) => setQuery(event.target.value),
    inputRef,
  });
  return (
    <Root {...getRootProps()} data-focused={focused}>
      <Field
        {...getInputProps()}
        type="search"
        aria-label="Search recipes"
        placeholder="Search recipes"
      />
      {query !== '' && (
        <ClearButton
          type="button"
          onClick={() => {
            setQuery('');
            inputRef.current?.focus();
          }}
        >
          Clear
        </ClearButton>
      )}
    </Root>
  );
}
