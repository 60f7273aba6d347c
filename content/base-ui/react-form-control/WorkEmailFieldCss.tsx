import { useState } from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';

const isEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

// FormControl adds base--error, base--focused… to its root; the label and help text follow it.
const css = `
.email-field {
  --field-border: #cbd5e1;
  --field-bg: #ffffff;
  --field-text: #0f172a;
  --field-focus: #2563eb;
  --field-focus-ring: #bfdbfe;
  --field-error: #dc2626;
  --field-error-text: #b91c1c;
}
/* Dark colors apply under data-mui-color-scheme=dark on the html element (set by this site and
   by the CssVarsProvider of Material UI), or with a dark OS setting where nothing sets it. */
[data-mui-color-scheme=dark] .email-field {
  --field-border: #475569;
  --field-bg: #0f172a;
  --field-text: #f1f5f9;
  --field-focus: #60a5fa;
  --field-focus-ring: #1e3a8a;
  --field-error: #f87171;
  --field-error-text: #fca5a5;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-mui-color-scheme]) .email-field {
    --field-border: #475569;
    --field-bg: #0f172a;
    --field-text: #f1f5f9;
    --field-focus: #60a5fa;
    --field-focus-ring: #1e3a8a;
    --field-error: #f87171;
    --field-error-text: #fca5a5;
  }
}
.email-field label { display: block; margin-bottom: 4px; font-size: 0.875rem; font-weight: 600; }
.email-field .email-help { margin: 4px 0 0; font-size: 0.75rem; }
.email-field.base--error label,
.email-field.base--error .email-help { color: var(--field-error-text); }
.email-field .base-Input-root {
  display: flex;
  max-width: 320px;
  border-radius: 8px;
  border: 1px solid var(--field-border);
  background-color: var(--field-bg);
  color: var(--field-text);
}
.email-field .base-Input-root.base--focused {
  border-color: var(--field-focus);
  box-shadow: 0 0 0 2px var(--field-focus-ring);
}
.email-field .base-Input-root.base--error { border-color: var(--field-error); box-shadow: none; }
.email-field .base-Input-input {
  flex: 1;
  min-width: 0;
  padding: 8px 12px;
  border: none;
  outline: none;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 0.875rem;
}
`;

function RequiredMark() {
  const formControl = useFormControlContext();
  return formControl?.required ? <span aria-hidden> *</span> : null;
}

function HelperText({ id }: { id: string }) {
  const formControl = useFormControlContext();
  return (
    <p id={id} className="email-help">
      {formControl?.error ? 'Enter an address like name@company.com.' : 'We send the invoice here.'}
    </p>
  );
}

export default function WorkEmailFieldCss() {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  return (
    <FormControl
      className="email-field"
      value={email}
      onChange={(event) => setEmail(event.target.value)}
      required
      error={touched && !isEmail(email)}
    >
      <style>{css}</style>
      <label htmlFor="work-email-css">
        Work email
        <RequiredMark />
      </label>
      <Input
        id="work-email-css"
        type="email"
        autoComplete="email"
        aria-describedby="work-email-help-css"
        onBlur={() => setTouched(true)}
      />
      <HelperText id="work-email-help-css" />
    </FormControl>
  );
}
