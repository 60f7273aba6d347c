import { useId } from 'react';
import { useSelect, SelectProvider } from '@mui/base/useSelect';
import { useOption } from '@mui/base/useOption';
import { styled } from '@mui/system';

const languages = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
  { value: 'de', label: 'Deutsch' },
  { value: 'ja', label: '日本語' },
  { value: 'ar', label: 'العربية' },
];

function LanguageOption({ value, label }: { value: string; label: string }) {
  const { getRootProps, selected, highlighted } = useOption({ value, label, disabled: false });
  return (
    <Item {...getRootProps()} data-selected={selected} data-highlighted={highlighted}>
      {label}
      {selected && <Check aria-hidden> ✓</Check>}
    </Item>
  );
}

export default function UseSelectLanguage() {
  const labelId = useId();
  const listboxId = useId();
  const { getButtonProps, getListboxProps, contextValue, value, open, getOptionMetadata } =
    useSelect<string, false>({ listboxId, defaultValue: 'en' });
  const selected = value === null ? undefined : getOptionMetadata(value);
  return (
    <Wrapper>
      <span id={labelId}>Interface language</span>
      <Trigger {...getButtonProps({ 'aria-labelledby': labelId })}>
        {selected?.label ?? 'Choose a language'}
      </Trigger>
      {/* The list stays in the DOM so the hook knows the options while it is closed. */}
      <List {...getListboxProps({ 'aria-labelledby': labelId })} hidden={!open}>
        <SelectProvider value={contextValue}>
          {languages.map((language) => (
            <LanguageOption key={language.value} {...language} />
          ))}
        </SelectProvider>
      </List>
    </Wrapper>
  );
}

const Wrapper = styled('div')(({ theme }) => ({
  // The demo's colors, as custom properties its parts read; the dark scheme's come last.
  '--border': '#cbd5e1',
  '--surface': '#ffffff',
  '--text': '#0f172a',
  '--accent': '#2563eb',
  '--hover': '#f1f5f9',
  ...theme.applyStyles('dark', {
    '--border': '#475569',
    '--surface': '#0f172a',
    '--text': '#f1f5f9',
    '--accent': '#60a5fa',
    '--hover': '#1e293b',
  }),
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 4,
  fontSize: '0.875rem',
  '& > span': { fontWeight: 600 },
}));

const Trigger = styled('button')({
  minWidth: 200,
  padding: '8px 12px',
  border: '1px solid var(--border)',
  borderRadius: 8,
  backgroundColor: 'var(--surface)',
  color: 'var(--text)',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid var(--accent)', outlineOffset: 2 },
});

const List = styled('ul')({
  position: 'absolute',
  top: '100%',
  insetInlineStart: 0,
  zIndex: 1,
  minWidth: 200,
  margin: '4px 0 0',
  padding: 4,
  listStyle: 'none',
  border: '1px solid var(--border)',
  borderRadius: 8,
  backgroundColor: 'var(--surface)',
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.2)',
  outline: 0,
});

const Item = styled('li')({
  display: 'flex',
  justifyContent: 'space-between',
  padding: '6px 10px',
  borderRadius: 6,
  cursor: 'pointer',
  '&[data-highlighted="true"]': { backgroundColor: 'var(--hover)' },
  '&[data-selected="true"]': { fontWeight: 700 },
});

const Check = styled('span')({ color: 'var(--accent)' });
