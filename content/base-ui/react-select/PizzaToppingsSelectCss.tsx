import { Select } from '@mui/base/Select';
import type { SelectOption } from '@mui/base/useOption';
import { Option } from '@mui/base/Option';
import { OptionGroup } from '@mui/base/OptionGroup';

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

const css = `
.toppings-select, .toppings-listbox {
  --field-border: #cbd5e1;
  --field-bg: #ffffff;
  --field-text: #0f172a;
  --field-focus: #2563eb;
  --option-hover: #f1f5f9;
  --option-selected-bg: #dbeafe;
  --option-selected-text: #1e3a8a;
}
/* Dark colors apply under data-mui-color-scheme=dark on the html element (set by this site and
   by the CssVarsProvider of Material UI), or with a dark OS setting where nothing sets it. */
[data-mui-color-scheme=dark] :is(.toppings-select, .toppings-listbox) {
  --field-border: #475569;
  --field-bg: #0f172a;
  --field-text: #f1f5f9;
  --field-focus: #93c5fd;
  --option-hover: #334155;
  --option-selected-bg: #1e3a8a;
  --option-selected-text: #dbeafe;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-mui-color-scheme]) :is(.toppings-select, .toppings-listbox) {
    --field-border: #475569;
    --field-bg: #0f172a;
    --field-text: #f1f5f9;
    --field-focus: #93c5fd;
    --option-hover: #334155;
    --option-selected-bg: #1e3a8a;
    --option-selected-text: #dbeafe;
  }
}
.toppings-label { display: block; margin-bottom: 4px; font-size: 0.875rem; font-weight: 600; }
.toppings-select {
  display: flex;
  align-items: center;
  gap: 8px;
  width: 320px;
  min-height: 40px;
  padding-inline: 12px;
  border-radius: 8px;
  border: 1px solid var(--field-border);
  background-color: var(--field-bg);
  color: var(--field-text);
  font: inherit;
  font-size: 0.875rem;
  text-align: start;
  cursor: pointer;
}
.toppings-select span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.toppings-select::after { content: '▾'; margin-inline-start: auto; }
.toppings-select.base--expanded { border-color: var(--field-focus); }
.toppings-select.base--focusVisible { outline: 2px solid var(--field-focus); outline-offset: 2px; }
.toppings-popup { z-index: 1300; }
.toppings-listbox {
  box-sizing: border-box;
  width: 320px;
  max-height: 260px;
  overflow: auto;
  margin: 4px 0;
  padding: 6px;
  list-style: none;
  border-radius: 8px;
  border: 1px solid var(--field-border);
  background-color: var(--field-bg);
  color: var(--field-text);
  font-size: 0.875rem;
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.18);
  outline: 0;
}
.toppings-listbox .base-OptionGroup-label {
  display: block;
  padding: 8px 10px 4px;
  font-size: 0.75rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
}
.toppings-listbox .base-OptionGroup-list { margin: 0; padding: 0; list-style: none; }
.toppings-listbox .base-Option-root { padding: 8px 10px; border-radius: 6px; cursor: pointer; }
.toppings-listbox .base-Option-highlighted { background-color: var(--option-hover); }
.toppings-listbox .base--selected {
  background-color: var(--option-selected-bg);
  color: var(--option-selected-text);
  font-weight: 600;
}
`;

export default function PizzaToppingsSelectCss() {
  return (
    <div>
      <style>{css}</style>
      <label htmlFor="pizza-toppings-css" className="toppings-label">
        Extra toppings
      </label>
      <Select
        id="pizza-toppings-css"
        className="toppings-select"
        multiple
        name="toppings"
        defaultValue={['Mozzarella']}
        renderValue={(selected) => <span>{renderToppings(selected)}</span>}
        slotProps={{
          popup: { className: 'toppings-popup' },
          listbox: { className: 'toppings-listbox' },
        }}
      >
        {toppingGroups.map((group) => (
          // OptionGroup renders plain list elements: these props give them their ARIA roles.
          <OptionGroup
            key={group.id}
            label={group.label}
            role="group"
            aria-labelledby={`topping-group-${group.id}-css`}
            slotProps={{
              label: { id: `topping-group-${group.id}-css` },
              list: { role: 'presentation' },
            }}
          >
            {group.toppings.map((topping) => (
              <Option key={topping} value={topping}>
                {topping}
              </Option>
            ))}
          </OptionGroup>
        ))}
      </Select>
    </div>
  );
}
