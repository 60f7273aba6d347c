import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';

const css = `
.guest-field {
  --field-border: #cbd5e1;
  --field-bg: #ffffff;
  --field-text: #0f172a;
  --field-focus: #2563eb;
  --field-focus-ring: #bfdbfe;
  --stepper-bg: #f1f5f9;
  --stepper-hover: #e2e8f0;
  --stepper-disabled: #94a3b8;
}
/* Dark colors apply under data-mui-color-scheme=dark on the html element (set by this site and
   by the CssVarsProvider of Material UI), or with a dark OS setting where nothing sets it. */
[data-mui-color-scheme=dark] .guest-field {
  --field-border: #475569;
  --field-bg: #0f172a;
  --field-text: #f1f5f9;
  --field-focus: #60a5fa;
  --field-focus-ring: #1e3a8a;
  --stepper-bg: #1e293b;
  --stepper-hover: #334155;
  --stepper-disabled: #64748b;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-mui-color-scheme]) .guest-field {
    --field-border: #475569;
    --field-bg: #0f172a;
    --field-text: #f1f5f9;
    --field-focus: #60a5fa;
    --field-focus-ring: #1e3a8a;
    --stepper-bg: #1e293b;
    --stepper-hover: #334155;
    --stepper-disabled: #64748b;
  }
}
.guest-label { display: block; margin-bottom: 4px; font-size: 0.875rem; font-weight: 600; }
.guest-hint { margin: 4px 0 0; font-size: 0.75rem; }
.guest-field .base-NumberInput-root {
  display: inline-flex;
  align-items: stretch;
  height: 40px;
  border-radius: 8px;
  border: 1px solid var(--field-border);
  background-color: var(--field-bg);
  color: var(--field-text);
  overflow: hidden;
}
.guest-field .base-NumberInput-root.base--focused {
  border-color: var(--field-focus);
  box-shadow: 0 0 0 2px var(--field-focus-ring);
}
.guest-field .base-NumberInput-input {
  order: 1;
  width: 56px;
  border: none;
  outline: none;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 0.875rem;
  text-align: center;
}
.guest-field .base-NumberInput-decrementButton,
.guest-field .base-NumberInput-incrementButton {
  width: 40px;
  border: none;
  background: var(--stepper-bg);
  color: inherit;
  font: inherit;
  font-size: 1.125rem;
  cursor: pointer;
}
.guest-field .base-NumberInput-decrementButton {
  order: 0;
  border-inline-end: 1px solid var(--field-border);
}
.guest-field .base-NumberInput-incrementButton {
  order: 2;
  border-inline-start: 1px solid var(--field-border);
}
.guest-field button:hover { background: var(--stepper-hover); }
.guest-field button:disabled { color: var(--stepper-disabled); cursor: not-allowed; }
`;

export default function GuestCountInputCss() {
  return (
    <div className="guest-field">
      <style>{css}</style>
      <label htmlFor="guest-count-css" className="guest-label">
        Guests
      </label>
      <NumberInput
        id="guest-count-css"
        min={1}
        max={8}
        defaultValue={2}
        slotProps={{
          input: { 'aria-describedby': 'guest-count-hint-css', role: 'spinbutton' },
          incrementButton: { children: '+', 'aria-label': 'Add a guest' },
          decrementButton: { children: '−', 'aria-label': 'Remove a guest' },
        }}
      />
      <p id="guest-count-hint-css" className="guest-hint">
        Up to 8 guests per booking.
      </p>
    </div>
  );
}
