import { Select, selectClasses } from '@mui/base/Select';
import type { SelectOption } from '@mui/base/useOption';
import { Option, optionClasses } from '@mui/base/Option';
import { OptionGroup, optionGroupClasses } from '@mui/base/OptionGroup';
import { styled } from '@mui/system';

const toppingGroups = [
  { id: 'cheese', label: 'Cheese', toppings: ['Mozzarella', 'Gorgonzola', 'Smoked provola'] },
  {
    id: 'vegetables',
    label: 'Vegetables',
    toppings: ['Mushrooms', 'Roasted peppers', 'Red onion'],
  },
  { id: 'cured-meat', label: 'Cured meat', toppings: ['Pepperoni', 'Prosciutto'] },
];

function renderToppings(selected: SelectOption<string>[]) {
  return selected.length === 0
    ? 'No extra toppings'
    : `${selected.length} selected: ${selected.map((option) => option.label).join(', ')}`;
}

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
  width: 320,
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
  '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
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
  width: 320,
  maxHeight: 260,
  overflow: 'auto',
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
  [`& .${optionGroupClasses.label}`]: {
    display: 'block',
    padding: '8px 10px 4px',
    fontSize: '0.75rem',
    fontWeight: 700,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  [`& .${optionGroupClasses.list}`]: { margin: 0, padding: 0, listStyle: 'none' },
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
}));

export default function PizzaToppingsSelect() {
  return (
    <div>
      <Label htmlFor="pizza-toppings">Extra toppings</Label>
      <StyledSelect
        id="pizza-toppings"
        multiple
        name="toppings"
        defaultValue={['Mozzarella']}
        renderValue={(selected) => <span>{renderToppings(selected)}</span>}
        slots={{ popup: Popup, listbox: Listbox }}
      >
        {toppingGroups.map((group) => (
          // OptionGroup renders plain list elements: these props give them their ARIA roles.
          <OptionGroup
            key={group.id}
            label={group.label}
            role="group"
            aria-labelledby={`topping-group-${group.id}`}
            slotProps={{
              label: { id: `topping-group-${group.id}` },
              list: { role: 'presentation' },
            }}
          >
            {group.toppings.map((topping) => (
              <StyledOption key={topping} value={topping}>
                {topping}
              </StyledOption>
            ))}
          </OptionGroup>
        ))}
      </StyledSelect>
    </div>
  );
}
