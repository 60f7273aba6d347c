import { useState } from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

const css = `
.filters {
  --line: #cbd5e1;
  --panel-bg: #ffffff;
  --panel-text: #0f172a;
  --focus: #2563eb;
  position: relative;
  display: inline-block;
  min-height: 150px;
}
/* Dark colors apply under data-mui-color-scheme=dark on the html element (set by this site and
   by the CssVarsProvider of Material UI), or with a dark OS setting where nothing sets it. */
[data-mui-color-scheme=dark] .filters {
  --line: #475569;
  --panel-bg: #0f172a;
  --panel-text: #f1f5f9;
  --focus: #93c5fd;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-mui-color-scheme]) .filters {
    --line: #475569;
    --panel-bg: #0f172a;
    --panel-text: #f1f5f9;
    --focus: #93c5fd;
  }
}
.filters-trigger {
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
.filters-trigger:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
.filters-panel {
  position: absolute;
  top: calc(100% + 6px);
  inset-inline-start: 0;
  z-index: 1;
  display: grid;
  gap: 8px;
  width: 240px;
  padding: 12px;
  border-radius: 8px;
  border: 1px solid var(--line);
  background-color: var(--panel-bg);
  color: var(--panel-text);
  font-size: 0.875rem;
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.18);
}
.filters-panel p { margin: 0; font-size: 0.75rem; }
`;

export default function FilterPanelClickAwayCss() {
  const [open, setOpen] = useState(false);
  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      {/* The listener watches clicks outside this element: the button and the panel. */}
      <div className="filters">
        <style>{css}</style>
        <button
          type="button"
          className="filters-trigger"
          aria-expanded={open}
          aria-controls={open ? 'price-filter-css' : undefined}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          Filters
        </button>
        {open && (
          <div id="price-filter-css" role="group" aria-label="Filters" className="filters-panel">
            <label>
              <input type="checkbox" defaultChecked /> In stock only
            </label>
            <label>
              <input type="checkbox" /> Free shipping
            </label>
            <p>Click anywhere outside this panel to close it.</p>
          </div>
        )}
      </div>
    </ClickAwayListener>
  );
}
