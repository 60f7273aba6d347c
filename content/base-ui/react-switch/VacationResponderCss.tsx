import { useState } from 'react';
import { Switch } from '@mui/base/Switch';

const css = `
.responder { display: flex; flex-direction: column; gap: 8px; }
.responder-label {
  display: flex;
  align-items: center;
  gap: 12px;
  font-size: 0.875rem;
  font-weight: 600;
}
.responder-status { margin: 0; font-size: 0.875rem; }
.responder-switch {
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
[data-mui-color-scheme=dark] .responder-switch {
  --toggle-off: #475569;
  --toggle-on: #3b82f6;
  --toggle-ring: #93c5fd;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-mui-color-scheme]) .responder-switch {
    --toggle-off: #475569;
    --toggle-on: #3b82f6;
    --toggle-ring: #93c5fd;
  }
}
.responder-switch .base-Switch-track {
  position: absolute;
  inset: 0;
  border-radius: 12px;
  background-color: var(--toggle-off);
  transition: background-color 150ms;
}
.responder-switch .base-Switch-thumb {
  position: absolute;
  top: 3px;
  inset-inline-start: 3px;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background-color: #ffffff;
  transition: inset-inline-start 150ms;
}
.responder-switch .base-Switch-input {
  position: absolute;
  inset: 0;
  z-index: 1;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: inherit;
}
.responder-switch.base--checked .base-Switch-track { background-color: var(--toggle-on); }
.responder-switch.base--checked .base-Switch-thumb { inset-inline-start: 21px; }
.responder-switch.base--focusVisible .base-Switch-track {
  outline: 2px solid var(--toggle-ring);
  outline-offset: 2px;
}
`;

export default function VacationResponderCss() {
  const [away, setAway] = useState(false);
  return (
    <div className="responder">
      <style>{css}</style>
      <label className="responder-label">
        <Switch
          className="responder-switch"
          checked={away}
          onChange={(event) => setAway(event.target.checked)}
        />
        Out-of-office reply
      </label>
      <p className="responder-status" role="status">
        {away
          ? 'Senders get your out-of-office message until you switch it off.'
          : 'Incoming mail is delivered as usual.'}
      </p>
    </div>
  );
}
