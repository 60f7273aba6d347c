import { useRef, useState } from 'react';
import { useInput } from '@mui/base/useInput';
import { styled } from '@mui/system';

const Root = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  maxWidth: 360,
  paddingBlock: 4,
  paddingInlineStart: 12,
  paddingInlineEnd: 4,
  borderRadius: 999,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  cursor: 'text',
  '&[data-focused="true"]': {
    borderColor: theme.palette.primary.main,
    boxShadow: `0 0 0 2px ${theme.palette.primary.main}`,
  },
}));

const Field = styled('input')(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: theme.palette.text.primary,
  font: 'inherit',
  fontSize: '0.875rem',
  '&::-webkit-search-cancel-button': { display: 'none' },
}));

const ClearButton = styled('button')(({ theme }) => ({
  padding: '4px 10px',
  border: 'none',
  borderRadius: 999,
  backgroundColor: theme.palette.action.selected,
  color: theme.palette.text.primary,
  font: 'inherit',
  fontSize: '0.8125rem',
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
}));

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
