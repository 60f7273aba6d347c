import { useState } from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';

const css = `
.shortcut-row {
  --line: #cbd5e1;
  --accent: #2563eb;
  --focus: #2563eb;
  --field-bg: #ffffff;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  font-size: 0.875rem;
}
/* Dark colors apply under data-mui-color-scheme=dark on the html element (set by this site and
   by the CssVarsProvider of Material UI), or with a dark OS setting where nothing sets it. */
[data-mui-color-scheme=dark] .shortcut-row {
  --line: #475569;
  --accent: #60a5fa;
  --focus: #93c5fd;
  --field-bg: #0f172a;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-mui-color-scheme]) .shortcut-row {
    --line: #475569;
    --accent: #60a5fa;
    --focus: #93c5fd;
    --field-bg: #0f172a;
  }
}
.shortcut-row button {
  padding: 6px 14px;
  border-radius: 8px;
  border: 1px solid var(--line);
  background-color: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.shortcut-row button:disabled { opacity: 0.5; cursor: not-allowed; }
.shortcut-row button:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
.shortcut-panel {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  width: 100%;
  padding: 12px;
  border-radius: 8px;
  border: 2px solid var(--accent);
  outline: 0;
}
.shortcut-panel[hidden] { display: none; }
.shortcut-panel label { font-weight: 600; }
.shortcut-panel input {
  padding: 6px 10px;
  border-radius: 6px;
  border: 1px solid var(--line);
  background-color: var(--field-bg);
  color: inherit;
  font: inherit;
}
.shortcut-panel p { flex-basis: 100%; margin: 0; font-size: 0.75rem; }
`;

export default function ShortcutEditorFocusTrapCss() {
  const [editing, setEditing] = useState(false);
  const [shortcut, setShortcut] = useState('Ctrl + Shift + K');
  return (
    <div className="shortcut-row">
      <style>{css}</style>
      <span>Quick search shortcut: {shortcut}</span>
      <button type="button" onClick={() => setEditing(true)} disabled={editing}>
        Change
      </button>
      <FocusTrap open={editing}>
        {/* The trap needs one child that can hold focus: tabIndex -1 lets it receive it. */}
        <div
          tabIndex={-1}
          hidden={!editing}
          role="group"
          aria-label="Edit shortcut"
          className="shortcut-panel"
        >
          <label htmlFor="shortcut-input-css">New shortcut</label>
          <input
            id="shortcut-input-css"
            defaultValue={shortcut}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                setShortcut(event.currentTarget.value);
                setEditing(false);
              }
            }}
          />
          <button type="button" onClick={() => setEditing(false)}>
            Done
          </button>
          <p>Tab stays inside this panel until you press Done.</p>
        </div>
      </FocusTrap>
    </div>
  );
}
