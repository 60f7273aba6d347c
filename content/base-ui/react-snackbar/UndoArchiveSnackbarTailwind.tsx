import { useState } from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import type { SnackbarCloseReason } from '@mui/base/useSnackbar';

const actionButtonClassName =
  'cursor-pointer rounded-lg border border-slate-300 bg-transparent px-4 py-2 text-sm font-semibold text-inherit focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:focus-visible:outline-blue-300';
const toastClassName =
  'fixed bottom-4 start-4 z-[1400] flex items-center gap-4 rounded-lg bg-slate-800 py-2.5 pe-3 ps-4 text-sm text-slate-50 shadow-[0_8px_24px_rgb(15_23_42/0.3)] dark:bg-slate-200 dark:text-slate-900';
const undoButtonClassName =
  'cursor-pointer rounded-md border-0 bg-transparent px-2 py-1 text-sm font-bold text-blue-300 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-300 dark:text-blue-700 dark:focus-visible:outline-blue-700';

export default function UndoArchiveSnackbarTailwind() {
  const [open, setOpen] = useState(false);
  const [archived, setArchived] = useState(0);
  const handleClose = (_: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page should not hide the undo offer.
    if (reason !== 'clickaway') {
      setOpen(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-4 text-sm">
      <button
        type="button"
        className={actionButtonClassName}
        onClick={() => {
          setArchived((count) => count + 1);
          setOpen(true);
        }}
      >
        Archive conversation
      </button>
      <span>Archived: {archived}</span>
      <Snackbar
        open={open}
        autoHideDuration={5000}
        onClose={handleClose}
        className={toastClassName}
      >
        <span role="status">Conversation archived.</span>
        <button
          type="button"
          className={undoButtonClassName}
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
