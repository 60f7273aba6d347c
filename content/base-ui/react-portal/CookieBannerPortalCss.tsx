import { useState } from 'react';
import { Portal } from '@mui/base/Portal';

const css = `
.portal-demo {
  --line: #cbd5e1;
  --footer-bg: #f1f5f9;
  --pressed-bg: #dbeafe;
  --focus: #2563eb;
  display: grid;
  gap: 12px;
  max-width: 420px;
  font-size: 0.875rem;
}
/* Dark colors apply under data-mui-color-scheme=dark on the html element (set by this site and
   by the CssVarsProvider of Material UI), or with a dark OS setting where nothing sets it. */
[data-mui-color-scheme=dark] .portal-demo {
  --line: #475569;
  --footer-bg: #1e293b;
  --pressed-bg: #1e3a8a;
  --focus: #93c5fd;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-mui-color-scheme]) .portal-demo {
    --line: #475569;
    --footer-bg: #1e293b;
    --pressed-bg: #1e3a8a;
    --focus: #93c5fd;
  }
}
.portal-card {
  height: 110px;
  overflow: hidden;
  padding: 12px;
  border-radius: 8px;
  border: 1px solid var(--line);
}
.portal-card h3 { margin: 0 0 4px; font-size: 1rem; }
.portal-card p { margin: 0 0 24px; }
.portal-footer { display: grid; gap: 8px; padding: 12px; border-radius: 8px; background-color: var(--footer-bg); }
.portal-demo .cookie-banner {
  margin: 0;
  padding: 8px 12px;
  border-radius: 6px;
  background-color: #1d4ed8;
  color: #ffffff;
}
.portal-toggle {
  justify-self: start;
  padding: 6px 14px;
  border-radius: 8px;
  border: 1px solid var(--line);
  background-color: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.portal-toggle[aria-pressed=true] { background-color: var(--pressed-bg); }
.portal-toggle:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
`;

export default function CookieBannerPortalCss() {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [inPortal, setInPortal] = useState(true);
  return (
    <div className="portal-demo">
      <style>{css}</style>
      <div className="portal-card">
        <h3>Article card</h3>
        <p>The banner below is written inside this card, with overflow hidden.</p>
        <Portal container={container} disablePortal={!inPortal}>
          <p role="note" className="cookie-banner">
            We use cookies only to keep you signed in.
          </p>
        </Portal>
      </div>
      <div ref={setContainer} className="portal-footer">
        <strong>Footer</strong>
      </div>
      <button
        type="button"
        className="portal-toggle"
        aria-pressed={inPortal}
        onClick={() => setInPortal((value) => !value)}
      >
        Render through the portal
      </button>
    </div>
  );
}
