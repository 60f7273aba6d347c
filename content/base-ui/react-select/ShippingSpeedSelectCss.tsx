import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';

const speeds = [
  { value: 'standard', label: 'Standard (5–7 business days)', disabled: false },
  { value: 'express', label: 'Express (2–3 business days)', disabled: false },
  { value: 'overnight', label: 'Overnight (next business day)', disabled: false },
  { value: 'drone', label: 'Drone delivery (not in your area)', disabled: true },
];

// The listbox renders in a portal at the end of <body>, so it carries its own color variables.
const css = `
.speed-select, .speed-listbox {
  --field-border: #cbd5e1;
  --field-bg: #ffffff;
  --field-text: #0f172a;
  --field-focus: #2563eb;
  --option-hover: #f1f5f9;
  --option-selected-bg: #dbeafe;
  --option-selected-text: #1e3a8a;
  --option-disabled: #94a3b8;
}
/* Dark colors apply under data-mui-color-scheme=dark on the html element (set by this site and
   by the CssVarsProvider of Material UI), or with a dark OS setting where nothing sets it. */
[data-mui-color-scheme=dark] :is(.speed-select, .speed-listbox) {
  --field-border: #475569;
  --field-bg: #0f172a;
  --field-text: #f1f5f9;
  --field-focus: #93c5fd;
  --option-hover: #334155;
  --option-selected-bg: #1e3a8a;
  --option-selected-text: #dbeafe;
  --option-disabled: #64748b;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-mui-color-scheme]) :is(.speed-select, .speed-listbox) {
    --field-border: #475569;
    --field-bg: #0f172a;
    --field-text: #f1f5f9;
    --field-focus: #93c5fd;
    --option-hover: #334155;
    --option-selected-bg: #1e3a8a;
    --option-selected-text: #dbeafe;
    --option-disabled: #64748b;
  }
}
.speed-label { display: block; margin-bottom: 4px; font-size: 0.875rem; font-weight: 600; }
.speed-select {
  display: flex;
  align-items: center;
  gap: 8px;
  width: 280px;
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
.speed-select::after { content: '▾'; margin-inline-start: auto; }
.speed-select.base--expanded { border-color: var(--field-focus); }
.speed-select.base--focusVisible { outline: 2px solid var(--field-focus); outline-offset: 2px; }
.speed-popup { z-index: 1300; }
.speed-listbox {
  box-sizing: border-box;
  width: 280px;
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
.speed-listbox .base-Option-root { padding: 8px 10px; border-radius: 6px; cursor: pointer; }
.speed-listbox .base-Option-highlighted { background-color: var(--option-hover); }
.speed-listbox .base--selected {
  background-color: var(--option-selected-bg);
  color: var(--option-selected-text);
  font-weight: 600;
}
.speed-listbox .base--disabled { color: var(--option-disabled); cursor: not-allowed; }
`;

export default function ShippingSpeedSelectCss() {
  return (
    <div>
      <style>{css}</style>
      <label htmlFor="shipping-speed-css" className="speed-label">
        Shipping speed
      </label>
      <Select
        id="shipping-speed-css"
        className="speed-select"
        name="shippingSpeed"
        defaultValue="standard"
        slotProps={{
          popup: { className: 'speed-popup' },
          listbox: { className: 'speed-listbox' },
        }}
      >
        {speeds.map((speed) => (
          <Option key={speed.value} value={speed.value} disabled={speed.disabled}>
            {speed.label}
          </Option>
        ))}
      </Select>
    </div>
  );
}
