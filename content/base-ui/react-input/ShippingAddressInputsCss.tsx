import { Input } from '@mui/base/Input';

const css = `
.address-form { display: grid; gap: 16px; max-width: 320px; }
.address-label { display: block; margin-bottom: 4px; font-size: 0.875rem; font-weight: 600; }
.address-input {
  --field-border: #cbd5e1;
  --field-bg: #ffffff;
  --field-text: #0f172a;
  --field-muted: #64748b;
  --field-focus: #2563eb;
  --field-focus-ring: #bfdbfe;
  --field-disabled-bg: #f1f5f9;
  display: flex;
  align-items: center;
  min-height: 40px;
  padding-inline: 12px;
  border-radius: 8px;
  border: 1px solid var(--field-border);
  background-color: var(--field-bg);
  color: var(--field-text);
}
/* Dark colors apply under data-mui-color-scheme=dark on the html element (set by this site and
   by the CssVarsProvider of Material UI), or with a dark OS setting where nothing sets it. */
[data-mui-color-scheme=dark] .address-input {
  --field-border: #475569;
  --field-bg: #0f172a;
  --field-text: #f1f5f9;
  --field-muted: #94a3b8;
  --field-focus: #60a5fa;
  --field-focus-ring: #1e3a8a;
  --field-disabled-bg: #1e293b;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-mui-color-scheme]) .address-input {
    --field-border: #475569;
    --field-bg: #0f172a;
    --field-text: #f1f5f9;
    --field-muted: #94a3b8;
    --field-focus: #60a5fa;
    --field-focus-ring: #1e3a8a;
    --field-disabled-bg: #1e293b;
  }
}
.address-input.base--focused {
  border-color: var(--field-focus);
  box-shadow: 0 0 0 2px var(--field-focus-ring);
}
.address-input.base--disabled {
  background-color: var(--field-disabled-bg);
  cursor: not-allowed;
}
.address-input .base-Input-input {
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
.address-input .base-Input-input::placeholder { color: var(--field-muted); opacity: 1; }
.address-input .base-Input-input:disabled { cursor: not-allowed; }
`;

export default function ShippingAddressInputsCss() {
  return (
    <div className="address-form">
      <style>{css}</style>
      <div>
        <label htmlFor="shipping-name-css" className="address-label">
          Recipient
        </label>
        <Input
          id="shipping-name-css"
          className="address-input"
          name="name"
          placeholder="Ada Lovelace"
          autoComplete="name"
        />
      </div>
      <div>
        <label htmlFor="shipping-street-css" className="address-label">
          Street address
        </label>
        <Input
          id="shipping-street-css"
          className="address-input"
          name="street"
          placeholder="12 Marylebone Road"
          autoComplete="street-address"
        />
      </div>
      <div>
        <label htmlFor="shipping-country-css" className="address-label">
          Country
        </label>
        <Input
          id="shipping-country-css"
          className="address-input"
          name="country"
          defaultValue="United Kingdom"
          disabled
        />
      </div>
    </div>
  );
}
