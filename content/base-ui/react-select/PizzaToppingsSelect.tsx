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

const StyledSelect = styled(Select)(({ theme }) => {
  const dark = theme.palette.mode === 'dark';
  return {
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    width: 320,
    minHeight: 40,
    paddingInline: 12,
    borderRadius: 8,
    border: `1px solid ${dark ? '#475569' : '#cbd5e1'}`,
    backgroundColor: dark ? '#0f172a' : '#ffffff',
    color: dark ? '#f1f5f9' : '#0f172a',
    font: 'inherit',
    fontSize: '0.875rem',
    textAlign: 'start',
    cursor: 'pointer',
    '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '&::after': { content: '"▾"', marginInlineStart: 'auto' },
    [`&.${selectClasses.expanded}`]: { borderColor: dark ? '#60a5fa' : '#2563eb' },
    [`&.${selectClasses.focusVisible}`]: {
      outline: `2px solid ${dark ? '#93c5fd' : '#2563eb'}`,
      outlineOffset: 2,
    },
  };
}) as typeof Select;

const Popup = styled('div')({ zIndex: 1300 });

const Listbox = styled('ul')(({ theme }) => {
  const dark = theme.palette.mode === 'dark';
  return {
    boxSizing: 'border-box',
    width: 320,
    maxHeight: 260,
    overflow: 'auto',
    margin: '4px 0',
    padding: 6,
    listStyle: 'none',
    borderRadius: 8,
    border: `1px solid ${dark ? '#475569' : '#cbd5e1'}`,
    backgroundColor: dark ? '#0f172a' : '#ffffff',
    color: dark ? '#f1f5f9' : '#0f172a',
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
  };
});

const StyledOption = styled(Option)(({ theme }) => {
  const dark = theme.palette.mode === 'dark';
  return {
    padding: '8px 10px',
    borderRadius: 6,
    cursor: 'pointer',
    [`&.${optionClasses.highlighted}`]: { backgroundColor: dark ? '#334155' : '#f1f5f9' },
    [`&.${optionClasses.selected}`]: {
      backgroundColor: dark ? '#1e3a8a' : '#dbeafe',
      color: dark ? '#dbeafe' : '#1e3a8a',
      fontWeight: 600,
    },
  };
});

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
