import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';

const speeds = [
  { value: 'standard', label: 'Standard (5–7 business days)', disabled: false },
  { value: 'express', label: 'Express (2–3 business days)', disabled: false },
  { value: 'overnight', label: 'Overnight (next business day)', disabled: false },
  { value: 'drone', label: 'Drone delivery (not in your area)', disabled: true },
];

const selectClasses = {
  root: "flex min-h-10 w-[280px] cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-start text-sm text-slate-900 after:ms-auto after:content-['▾'] dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 [&.base--expanded]:border-blue-600 dark:[&.base--expanded]:border-blue-400 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-600 dark:[&.base--focusVisible]:outline-blue-300",
  popup: 'z-[1300]',
  listbox:
    'my-1 box-border w-[280px] list-none rounded-lg border border-slate-300 bg-white p-1.5 text-sm text-slate-900 shadow-[0_8px_24px_rgb(15_23_42/0.18)] outline-0 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100',
};

const optionClassName =
  'cursor-pointer rounded-md px-2.5 py-2 [&.base-Option-highlighted]:bg-slate-100 dark:[&.base-Option-highlighted]:bg-slate-700 [&.base--selected]:bg-blue-100 [&.base--selected]:font-semibold [&.base--selected]:text-blue-900 dark:[&.base--selected]:bg-blue-900 dark:[&.base--selected]:text-blue-100 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:text-slate-400 dark:[&.base--disabled]:text-slate-500';

export default function ShippingSpeedSelectTailwind() {
  return (
    <div>
      <label htmlFor="shipping-speed-tw" className="mb-1 block text-sm font-semibold">
        Shipping speed
      </label>
      <Select
        id="shipping-speed-tw"
        name="shippingSpeed"
        defaultValue="standard"
        slotProps={{
          root: { className: selectClasses.root },
          // Kept inside the demo's element, where its Tailwind classes apply.
          popup: { className: selectClasses.popup, disablePortal: true },
          listbox: { className: selectClasses.listbox },
        }}
      >
        {speeds.map((speed) => (
          <Option
            key={speed.value}
            value={speed.value}
            disabled={speed.disabled}
            className={optionClassName}
          >
            {speed.label}
          </Option>
        ))}
      </Select>
    </div>
  );
}
