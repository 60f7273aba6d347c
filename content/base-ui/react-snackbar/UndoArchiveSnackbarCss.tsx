import { useState } from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import type { SnackbarCloseReason } from '@mui/base/useSnackbar';

const css = `
.archive-row {
  --toast-bg: #1e293b;
  --toast-text: #f8fafc;
  --toast-action: #93c5fd;
  --button-border: #cbd5e1;
  --button-focus: #2563eb;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  font-size: 0.875rem;
}
/* Dark colors apply under data-mui-color-scheme=dark on the html element (set by this site and
   by the CssVarsProvider of Material UI), or with a dark OS setting where nothing sets it. */
[data-mui-color-scheme=dark] .archive-row {
  --toast-bg: #e2e8f0;
  --toast-text: #0f172a;
  --toast-action: #1d4ed8;
  --button-border: #475569;
  --button-focus: #93c5fd;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-mui-color-scheme]) .archive-row {
    --toast-bg: #e2e8f0;
    --toast-text: #0f172a;
    --toast-action: #1d4ed8;
    --button-border: #475569;
    --button-focus: #93c5fd;
  }
}
.archive-button {
  padding: 8px 16px;
  border-radius: 8px;
  border: 1px solid var(--button-border);
  background-color: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.archive-button:focus-visible { outline: 2px solid var(--button-focus); outline-offset: 2px; }
.archive-row .base-Snackbar-root {
  position: fixed;
  z-index: 1400;
  inset-inline-start: 16px;
  bottom: 16px;
  display: flex;
  align-items: center;
  gap: 16px;
  padding-block: 10px;
  padding-inline: 16px 12px;
  border-radius: 8px;
  background-color: var(--toast-bg);
  color: var(--toast-text);
  font-size: 0.875rem;
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.3);
}
.undo-button {
  padding: 4px 8px;
  border-radius: 6px;
  border: none;
  background-color: transparent;
  color: var(--toast-action);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
}
.undo-button:focus-visible { outline: 2px solid var(--toast-action); }
`;

export default function UndoArchiveSnackbarCss() {
  const [open, setOpen] = useState(false);
  const [archived, setArchived] = useState(0);
  const handleClose = (_: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page should not hide the undo offer.
    if (reason !== 'clickaway') {
      setOpen(false);
    }
  };
  return (
    <div className="archive-row">
      <style>{css}</style>
      <button
        type="button"
        className="archive-button"
        onClick={() => {
          setArchived((count) => count + 1);
          setOpen(true);
        }}
      >
        Archive conversation
      </button>
      <span>Archived: {archived}</span>
      <Snackbar open={open} autoHideDuration={5000} onClose={handleClose}>
        <span role="status">Conversation archived.</span>
        <button
          type="button"
          className="undo-button"
          onClick={() => {
            setArchived((count) => count - 1);
            setOpen(false);
          }}
        >
          Undo
        </button>
      </Snackbar>
    </div>
  );
}
