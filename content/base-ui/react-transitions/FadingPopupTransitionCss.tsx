import { useState } from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';

const updates = [
  'Invoice #2043 was paid',
  'Priya joined the Design team',
  'Backup finished at 03:00',
];

const css = `
.updates-trigger, .updates-panel {
  --line: #cbd5e1;
  --panel-bg: #ffffff;
  --panel-text: #0f172a;
  --focus: #2563eb;
}
/* Dark colors apply under data-mui-color-scheme=dark on the html element (set by this site and
   by the CssVarsProvider of Material UI), or with a dark OS setting where nothing sets it. */
[data-mui-color-scheme=dark] :is(.updates-trigger, .updates-panel) {
  --line: #475569;
  --panel-bg: #0f172a;
  --panel-text: #f1f5f9;
  --focus: #93c5fd;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-mui-color-scheme]) :is(.updates-trigger, .updates-panel) {
    --line: #475569;
    --panel-bg: #0f172a;
    --panel-text: #f1f5f9;
    --focus: #93c5fd;
  }
}
.updates-wrapper { min-height: 40px; }
.updates-trigger {
  padding: 8px 16px;
  border-radius: 8px;
  border: 1px solid var(--line);
  background-color: transparent;
  color: inherit;
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
}
.updates-trigger:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
.updates-popup { z-index: 1300; }
.updates-panel {
  width: 260px;
  padding: 8px 12px;
  border-radius: 8px;
  border: 1px solid var(--line);
  background-color: var(--panel-bg);
  color: var(--panel-text);
  font-size: 0.875rem;
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.18);
  transform-origin: top;
  transition: opacity 160ms ease-out, transform 160ms ease-out;
}
.updates-panel ul { margin: 0; padding-inline-start: 18px; }
.updates-panel li { padding-block: 4px; }
.updates-panel.closed { opacity: 0; transform: scale(0.95); }
.updates-panel.open { opacity: 1; transform: scale(1); }
/* A short transition instead of none: the exit only completes on transitionend. */
@media (prefers-reduced-motion: reduce) {
  .updates-panel { transition-duration: 1ms; }
}
`;

export default function FadingPopupTransitionCss() {
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <div className="updates-wrapper">
      <style>{css}</style>
      <button
        ref={setAnchor}
        type="button"
        className="updates-trigger"
        aria-expanded={open}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        Latest updates
      </button>
      {/* The popup stays mounted until the exit transition of CssTransition has ended. */}
      <Popup
        anchor={anchor}
        open={open}
        placement="bottom-start"
        offset={6}
        role="region"
        aria-label="Latest updates"
        className="updates-popup"
      >
        <CssTransition
          className="updates-panel"
          enterClassName="open"
          exitClassName="closed"
          lastTransitionedPropertyOnExit="opacity"
        >
          <ul>
            {updates.map((update) => (
              <li key={update}>{update}</li>
            ))}
          </ul>
        </CssTransition>
      </Popup>
    </div>
  );
}
