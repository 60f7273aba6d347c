import { Switch } from '@mui/base/Switch';

const settings = [
  { id: 'digest', label: 'Weekly email digest', defaultChecked: true, disabled: false },
  {
    id: 'mentions',
    label: 'Push notifications for mentions',
    defaultChecked: false,
    disabled: false,
  },
  {
    id: 'sms',
    label: 'SMS alerts (needs a verified phone)',
    defaultChecked: false,
    disabled: true,
  },
];

// Base UI names every part (base-Switch-track, base-Switch-thumb…) and state (base--checked…).
// Dark colors follow the page's color scheme attribute, or the OS setting where there is none.
const css = `
.settings-list { display: flex; flex-direction: column; gap: 12px; }
.settings-label { display: flex; align-items: center; gap: 12px; font-size: 0.875rem; }
.toggle {
  --toggle-off: #94a3b8;
  --toggle-on: #2563eb;
  --toggle-ring: #2563eb;
  position: relative;
  display: inline-block;
  flex-shrink: 0;
  width: 42px;
  height: 24px;
  cursor: pointer;
}
/* Dark colors apply under data-mui-color-scheme=dark on the html element (set by this site and
   by the CssVarsProvider of Material UI), or with a dark OS setting where nothing sets it. */
[data-mui-color-scheme=dark] .toggle {
  --toggle-off: #475569;
  --toggle-on: #3b82f6;
  --toggle-ring: #93c5fd;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-mui-color-scheme]) .toggle {
    --toggle-off: #475569;
    --toggle-on: #3b82f6;
    --toggle-ring: #93c5fd;
  }
}
.toggle .base-Switch-track {
  position: absolute;
  inset: 0;
  border-radius: 12px;
  background-color: var(--toggle-off);
  transition: background-color 150ms;
}
.toggle .base-Switch-thumb {
  position: absolute;
  top: 3px;
  inset-inline-start: 3px;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background-color: #ffffff;
  transition: inset-inline-start 150ms;
}
.toggle .base-Switch-input {
  position: absolute;
  inset: 0;
  z-index: 1;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: inherit;
}
.toggle.base--checked .base-Switch-track { background-color: var(--toggle-on); }
.toggle.base--checked .base-Switch-thumb { inset-inline-start: 21px; }
.toggle.base--focusVisible .base-Switch-track {
  outline: 2px solid var(--toggle-ring);
  outline-offset: 2px;
}
.toggle.base--disabled { opacity: 0.5; cursor: not-allowed; }
`;

export default function NotificationSwitchesCss() {
  return (
    <div className="settings-list">
      <style>{css}</style>
      {settings.map((setting) => (
        <label key={setting.id} className="settings-label">
          <Switch
            className="toggle"
            defaultChecked={setting.defaultChecked}
            disabled={setting.disabled}
          />
          {setting.label}
        </label>
      ))}
    </div>
  );
}
