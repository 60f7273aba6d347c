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

const selectClasses = {
  root: "flex min-h-10 w-80 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-start text-sm text-slate-900 after:ms-auto after:content-['▾'] dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 [&.base--expanded]:border-blue-600 dark:[&.base--expanded]:border-blue-400 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-600 dark:[&.base--focusVisible]:outline-blue-300",
  popup: 'z-[1300]',
  listbox:
    'my-1 box-border max-h-[260px] w-80 list-none overflow-auto rounded-lg border border-slate-300 bg-white p-1.5 text-sm text-slate-900 shadow-[0_8px_24px_rgb(15_23_42/0.18)] outline-0 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100',
};

const groupLabelClassName = 'block px-2.5 pb-1 pt-2 text-xs font-bold uppercase tracking-[0.04em]';
const optionClassName =
  'cursor-pointer rounded-md px-2.5 py-2 [&.base-Option-highlighted]:bg-slate-100 dark:[&.base-Option-highlighted]:bg-slate-700 [&.base--selected]:bg-blue-100 [&.base--selected]:font-semibold [&.base--selected]:text-blue-900 dark:[&.base--selected]:bg-blue-900 dark:[&.base--selected]:text-blue-100';

export default function PizzaToppingsSelectTailwind() {
  return (
    <div>
      <label htmlFor="pizza-toppings-tw" className="mb-1 block text-sm font-semibold">
        Extra toppings
      </label>
      <Select
        id="pizza-toppings-tw"
        multiple
        name="toppings"
        defaultValue={['Mozzarella']}
        renderValue={(selected) => <span className="truncate">{renderToppings(selected)}</span>}
        slotProps={{
          root: { className: selectClasses.root },
          popup: { className: selectClasses.popup, disablePortal: true },
          listbox: { className: selectClasses.listbox },
        }}
      >
        {toppingGroups.map((group) => (
          // OptionGroup renders plain list elements: these props give them their ARIA roles.
          <OptionGroup
            key={group.id}
            label={group.label}
            role="group"
            aria-labelledby={`topping-group-${group.id}-tw`}
            slotProps={{
              label: { id: `topping-group-${group.id}-tw`, className: groupLabelClassName },
              list: { role: 'presentation', className: 'm-0 list-none p-0' },
            }}
          >
            {group.toppings.map((topping) => (
              <Option key={topping} value={topping} className={optionClassName}>
                {topping}
              </Option>
            ))}
          </OptionGroup>
        ))}
      </Select>
    </div>
  );
}
