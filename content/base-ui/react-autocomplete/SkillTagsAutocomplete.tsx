import { useAutocomplete } from '@mui/base/useAutocomplete';
import { styled } from '@mui/system';

const skills = [
  'Accessibility',
  'CSS',
  'Data visualization',
  'GraphQL',
  'Node.js',
  'PostgreSQL',
  'React',
  'Testing',
  'TypeScript',
  'UX writing',
];

export default function SkillTagsAutocomplete() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getTagProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    value,
    focused,
    popupOpen,
  } = useAutocomplete({
    id: 'candidate-skills',
    multiple: true,
    options: skills,
    defaultValue: ['React', 'TypeScript'],
    filterSelectedOptions: true,
  });
  return (
    <Wrapper>
      <Label {...getInputLabelProps()}>Skills</Label>
      <Root {...getRootProps()} data-focused={focused}>
        {value.map((skill, index) => {
          const { key, onDelete, ...tagProps } = getTagProps({ index });
          return (
            <Tag key={key} {...tagProps}>
              {skill}
              <RemoveButton type="button" onClick={onDelete} aria-label={`Remove ${skill}`}>
                ×
              </RemoveButton>
            </Tag>
          );
        })}
        <Field {...getInputProps()} placeholder={value.length === 0 ? 'Add a skill' : undefined} />
      </Root>
      {popupOpen && groupedOptions.length > 0 && (
        <Listbox {...getListboxProps()}>
          {(groupedOptions as string[]).map((skill, index) => {
            const { key, ...optionProps } = getOptionProps({ option: skill, index });
            return (
              <Option key={key} {...optionProps}>
                {skill}
              </Option>
            );
          })}
        </Listbox>
      )}
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
  '--selected': '#e2e8f0',
  ...theme.applyStyles('dark', {
    '--border': '#475569',
    '--surface': '#0f172a',
    '--text': '#f1f5f9',
    '--accent': '#60a5fa',
    '--hover': '#1e293b',
    '--selected': '#334155',
  }),
  position: 'relative',
  maxWidth: 380,
  fontSize: '0.875rem',
}));

const Label = styled('label')({ display: 'block', marginBottom: 4, fontWeight: 600 });

const Root = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 6,
  padding: 6,
  borderRadius: 8,
  border: '1px solid var(--border)',
  backgroundColor: 'var(--surface)',
  '&[data-focused="true"]': {
    borderColor: 'var(--accent)',
    boxShadow: '0 0 0 1px var(--accent)',
  },
});

const Tag = styled('span')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  paddingBlock: 2,
  paddingInlineStart: 10,
  paddingInlineEnd: 2,
  borderRadius: 999,
  backgroundColor: 'var(--selected)',
});

const RemoveButton = styled('button')({
  width: 22,
  height: 22,
  border: 'none',
  borderRadius: '50%',
  background: 'transparent',
  color: 'var(--text)',
  font: 'inherit',
  cursor: 'pointer',
  '&:hover': { backgroundColor: 'var(--hover)' },
  '&:focus-visible': { outline: '2px solid var(--accent)' },
});

const Field = styled('input')({
  flex: 1,
  minWidth: 100,
  padding: '4px 6px',
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'var(--text)',
  font: 'inherit',
});

const Listbox = styled('ul')({
  position: 'absolute',
  zIndex: 1,
  insetInline: 0,
  maxHeight: 220,
  overflow: 'auto',
  margin: '4px 0 0',
  padding: 4,
  listStyle: 'none',
  borderRadius: 8,
  border: '1px solid var(--border)',
  backgroundColor: 'var(--surface)',
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.2)',
});

const Option = styled('li')({
  padding: '8px 10px',
  borderRadius: 6,
  cursor: 'pointer',
  '&.Mui-focused': { backgroundColor: 'var(--hover)' },
});
