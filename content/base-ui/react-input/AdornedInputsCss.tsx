import { useState } from 'react';
import { Input } from '@mui/base/Input';

const css = `
.adorned-form {
  --field-border: #cbd5e1;
  --field-bg: #ffffff;
  --field-text: #0f172a;
  --field-muted: #475569;
  --field-focus: #2563eb;
  --field-focus-ring: #bfdbfe;
  --field-link: #1d4ed8;
  --field-hover: #eff6ff;
  display: grid;
  gap: 16px;
  max-width: 320px;
}
/* Dark colors apply under data-mui-color-scheme=dark on the html element (set by this site and
   by the CssVarsProvider of Material UI), or with a dark OS setting where nothing sets it. */
[data-mui-color-scheme=dark] .adorned-form {
  --field-border: #475569;
  --field-bg: #0f172a;
  --field-text: #f1f5f9;
  --field-muted: #cbd5e1;
  --field-focus: #60a5fa;
  --field-focus-ring: #1e3a8a;
  --field-link: #93c5fd;
  --field-hover: #1e293b;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-mui-color-scheme]) .adorned-form {
    --field-border: #475569;
    --field-bg: #0f172a;
    --field-text: #f1f5f9;
    --field-muted: #cbd5e1;
    --field-focus: #60a5fa;
    --field-focus-ring: #1e3a8a;
    --field-link: #93c5fd;
    --field-hover: #1e293b;
  }
}
.adorned-label { display: block; margin-bottom: 4px; font-size: 0.875rem; font-weight: 600; }
.adorned-input {
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding-inline: 12px;
  border-radius: 8px;
  border: 1px solid var(--field-border);
  background-color: var(--field-bg);
  color: var(--field-text);
}
.adorned-input.base-Input-adornedEnd { padding-inline-end: 4px; }
.adorned-input.base--focused {
  border-color: var(--field-focus);
  box-shadow: 0 0 0 2px var(--field-focus-ring);
}
.adorned-input .base-Input-input {
  flex: 1;
  min-width: 0;
  padding-block: 8px;
  border: none;
  outline: none;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 0.875rem;
}
.adornment { font-size: 0.875rem; color: var(--field-muted); }
.reveal-button {
  padding: 4px 8px;
  border: none;
  border-radius: 6px;
  background: transparent;
  color: var(--field-link);
  font: inherit;
  font-size: 0.8125rem;
  font-weight: 600;
  cursor: pointer;
}
.reveal-button:hover { background-color: var(--field-hover); }
.reveal-button:focus-visible { outline: 2px solid var(--field-focus); }
`;

export default function AdornedInputsCss() {
  const [showPassword, setShowPassword] = useState(false);
  return (
    <div className="adorned-form">
      <style>{css}</style>
      <div>
        <label htmlFor="listing-price-css" className="adorned-label">
          Listing price
        </label>
        <Input
          id="listing-price-css"
          className="adorned-input"
          defaultValue="249.00"
          startAdornment={<span className="adornment">$</span>}
          endAdornment={<span className="adornment">USD</span>}
        />
      </div>
      <div>
        <label htmlFor="account-password-css" className="adorned-label">
          Password
        </label>
        <Input
          id="account-password-css"
          className="adorned-input"
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          defaultValue="correct-horse-battery"
          endAdornment={
            <button
              type="button"
              className="reveal-button"
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? 'Hide' : 'Show'}
            </button>
          }
        />
      </div>
    </div>
  );
}
