import { useState } from 'react';
import { Modal } from '@mui/base/Modal';

const modalClasses = {
  root: 'fixed inset-0 z-[1300] flex items-center justify-center p-4',
  backdrop: 'fixed inset-0 -z-10 bg-slate-900/60',
  dialog:
    'w-full max-w-[400px] rounded-xl bg-white p-6 text-slate-900 shadow-[0_16px_48px_rgb(15_23_42/0.35)] outline-0 dark:bg-slate-800 dark:text-slate-100',
};
const dangerButtonClassName =
  'cursor-pointer rounded-lg border border-red-700 bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 dark:focus-visible:outline-red-300';
const secondaryButtonClassName =
  'cursor-pointer rounded-lg border border-slate-300 bg-transparent px-4 py-2 text-sm font-semibold text-inherit hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:hover:bg-slate-700 dark:focus-visible:outline-blue-300';

export default function DeleteProjectModalTailwind() {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('The project “Atlas redesign” has 42 files.');
  // The demo's own element hosts the modal, so the demo's compiled Tailwind classes reach it.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const close = () => setOpen(false);
  return (
    <div ref={setContainer} className="flex flex-wrap items-center gap-4">
      <button type="button" className={dangerButtonClassName} onClick={() => setOpen(true)}>
        Delete project
      </button>
      <p className="m-0 text-sm" role="status">
        {status}
      </p>
      <Modal
        open={open}
        onClose={close}
        container={container}
        className={modalClasses.root}
        slots={{ backdrop: 'div' }}
        slotProps={{ backdrop: { className: modalClasses.backdrop } }}
      >
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby="delete-title-tw"
          aria-describedby="delete-text-tw"
          className={modalClasses.dialog}
        >
          <h2 id="delete-title-tw" className="mb-2 mt-0 text-lg font-bold">
            Delete “Atlas redesign”?
          </h2>
          <p id="delete-text-tw" className="m-0 text-sm leading-normal">
            Its 42 files move to the trash and are removed for good after 30 days.
          </p>
          <div className="mt-5 flex justify-end gap-2">
            <button type="button" className={secondaryButtonClassName} onClick={close}>
              Cancel
            </button>
            <button
              type="button"
              className={dangerButtonClassName}
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
