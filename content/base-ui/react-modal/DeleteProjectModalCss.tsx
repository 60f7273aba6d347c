import { useState } from 'react';
import { Modal } from '@mui/base/Modal';

// The modal renders at the end of <body>; its colors follow the page's color scheme attribute.
const css = `
.delete-row { display: flex; flex-wrap: wrap; align-items: center; gap: 16px; }
.delete-status { margin: 0; font-size: 0.875rem; }
.delete-modal {
  --dialog-bg: #ffffff;
  --dialog-text: #0f172a;
  --dialog-border: #cbd5e1;
  --dialog-hover: #f1f5f9;
  --dialog-focus: #2563eb;
  position: fixed;
  inset: 0;
  z-index: 1300;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
}
/* Dark colors apply under data-mui-color-scheme=dark on the html element (set by this site and
   by the CssVarsProvider of Material UI), or with a dark OS setting where nothing sets it. */
[data-mui-color-scheme=dark] .delete-modal {
  --dialog-bg: #1e293b;
  --dialog-text: #f1f5f9;
  --dialog-border: #475569;
  --dialog-hover: #334155;
  --dialog-focus: #93c5fd;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-mui-color-scheme]) .delete-modal {
    --dialog-bg: #1e293b;
    --dialog-text: #f1f5f9;
    --dialog-border: #475569;
    --dialog-hover: #334155;
    --dialog-focus: #93c5fd;
  }
  :root:not([data-mui-color-scheme]) .danger-button:focus-visible { outline-color: #fca5a5; }
}
.delete-modal .base-Modal-backdrop {
  position: fixed;
  inset: 0;
  z-index: -1;
  background-color: rgb(15 23 42 / 0.6);
}
.delete-dialog {
  width: 100%;
  max-width: 400px;
  padding: 24px;
  border-radius: 12px;
  background-color: var(--dialog-bg);
  color: var(--dialog-text);
  box-shadow: 0 16px 48px rgb(15 23 42 / 0.35);
  outline: 0;
}
.delete-dialog h2 { margin: 0 0 8px; font-size: 1.125rem; }
.delete-dialog p { margin: 0; font-size: 0.875rem; line-height: 1.5; }
.delete-actions { display: flex; justify-content: flex-end; gap: 8px; margin-top: 20px; }
.danger-button, .secondary-button {
  padding: 8px 16px;
  border-radius: 8px;
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
}
.danger-button { border: 1px solid #b91c1c; background-color: #b91c1c; color: #ffffff; }
.danger-button:hover { background-color: #991b1b; }
.danger-button:focus-visible { outline: 2px solid #b91c1c; outline-offset: 2px; }
[data-mui-color-scheme=dark] .danger-button:focus-visible { outline-color: #fca5a5; }
.secondary-button { border: 1px solid var(--dialog-border); background-color: transparent; color: inherit; }
.secondary-button:hover { background-color: var(--dialog-hover); }
.secondary-button:focus-visible { outline: 2px solid var(--dialog-focus); outline-offset: 2px; }
`;

export default function DeleteProjectModalCss() {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('The project “Atlas redesign” has 42 files.');
  const close = () => setOpen(false);
  return (
    <div className="delete-row">
      <style>{css}</style>
      <button type="button" className="danger-button" onClick={() => setOpen(true)}>
        Delete project
      </button>
      <p className="delete-status" role="status">
        {status}
      </p>
      <Modal open={open} onClose={close} className="delete-modal" slots={{ backdrop: 'div' }}>
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby="delete-title-css"
          aria-describedby="delete-text-css"
          className="delete-dialog"
        >
          <h2 id="delete-title-css">Delete “Atlas redesign”?</h2>
          <p id="delete-text-css">
            Its 42 files move to the trash and are removed for good after 30 days.
          </p>
          <div className="delete-actions">
            <button type="button" className="secondary-button" onClick={close}>
              Cancel
            </button>
            <button
              type="button"
              className="danger-button"
              onClick={() => {
                setStatus('“Atlas redesign” moved to the trash.');
                close();
              }}
            >
              Delete
            </button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
