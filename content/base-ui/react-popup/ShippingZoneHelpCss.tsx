import { useState } from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';

// The popup renders at the end of <body>, so its colors do not depend on the demo's wrapper.
const css = `
.zone-row { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; font-size: 0.875rem; }
.zone-help-button {
  padding: 4px 10px;
  border-radius: 999px;
  border: 1px solid #cbd5e1;
  background-color: transparent;
  color: #1d4ed8;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.zone-help-button:focus-visible { outline: 2px solid #2563eb; outline-offset: 2px; }
.zone-bubble {
  z-index: 1300;
  max-width: 280px;
  padding: 10px 12px;
  border-radius: 8px;
  background-color: #1e293b;
  color: #f8fafc;
  font-size: 0.8125rem;
  line-height: 1.5;
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.25);
}
/* Dark colors apply under data-mui-color-scheme=dark on the html element (set by this site and
   by the CssVarsProvider of Material UI), or with a dark OS setting where nothing sets it. */
[data-mui-color-scheme=dark] .zone-help-button { border-color: #475569; color: #93c5fd; }
[data-mui-color-scheme=dark] .zone-help-button:focus-visible { outline-color: #93c5fd; }
[data-mui-color-scheme=dark] .zone-bubble { background-color: #e2e8f0; color: #0f172a; }
@media (prefers-color-scheme: dark) {
  :root:not([data-mui-color-scheme]) .zone-help-button { border-color: #475569; color: #93c5fd; }
  :root:not([data-mui-color-scheme]) .zone-bubble { background-color: #e2e8f0; color: #0f172a; }
  :root:not([data-mui-color-scheme]) .zone-help-button:focus-visible { outline-color: #93c5fd; }
}
`;

export default function ShippingZoneHelpCss() {
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <div className="zone-row">
      <style>{css}</style>
      <span>Shipping zone: Europe 2</span>
      <button
        ref={setAnchor}
        type="button"
        className="zone-help-button"
        aria-expanded={open}
        aria-describedby={open ? 'shipping-zone-help-css' : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        What is this?
      </button>
      <Popup
        id="shipping-zone-help-css"
        anchor={anchor}
        open={open}
        placement="bottom-start"
        offset={8}
        className="zone-bubble"
      >
        Zones group countries with the same carrier rates. Europe 2 covers Norway, Switzerland and
        the United Kingdom.
      </Popup>
    </div>
  );
}
