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

const Wrapper = styled('div')({ position: 'relative', maxWidth: 380, fontSize: '0.875rem' });

const Label = styled('label')({ display: 'block', marginBottom: 4, fontWeight: 600 });

const Root = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 6,
  padding: 6,
  borderRadius: 8,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  '&[data-focused="true"]': {
    borderColor: theme.palette.primary.main,
    boxShadow: `0 0 0 1px ${theme.palette.primary.main}`,
  },
}));

const Tag = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  paddingBlock: 2,
  paddingInlineStart: 10,
  paddingInlineEnd: 2,
  borderRadius: 999,
  backgroundColor: theme.palette.action.selected,
}));

const RemoveButton = styled('button')(({ theme }) => ({
  width: 22,
  height: 22,
  border: 'none',
  borderRadius: '50%',
  background: 'transparent',
  color: theme.palette.text.primary,
  font: 'inherit',
  cursor: 'pointer',
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
}));

const Field = styled('input')(({ theme }) => ({
  flex: 1,
  minWidth: 100,
  padding: '4px 6px',
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: theme.palette.text.primary,
  font: 'inherit',
}));

const Listbox = styled('ul')(({ theme }) => ({
  position: 'absolute',
  zIndex: 1,
  insetInline: 0,
  maxHeight: 220,
  overflow: 'auto',
  margin: '4px 0 0',
  padding: 4,
  listStyle: 'none',
  borderRadius: 8,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.2)',
}));

const Option = styled('li')(({ theme }) => ({
  padding: '8px 10px',
  borderRadius: 6,
  cursor: 'pointer',
  '&.Mui-focused': { backgroundColor: theme.palette.action.hover },
}));
