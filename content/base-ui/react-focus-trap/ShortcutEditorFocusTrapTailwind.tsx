import { useState } from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';

const buttonClassName =
  'cursor-pointer rounded-lg border border-slate-300 bg-transparent px-3.5 py-1.5 text-sm font-semibold text-inherit focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-600 dark:focus-visible:outline-blue-300';
const panelClassName =
  'flex w-full flex-wrap items-center gap-2 rounded-lg border-2 border-blue-600 p-3 outline-0 dark:border-blue-400 [&[hidden]]:hidden';
const inputClassName =
  'rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-inherit dark:border-slate-600 dark:bg-slate-900';

export default function ShortcutEditorFocusTrapTailwind() {
  const [editing, setEditing] = useState(false);
  const [shortcut, setShortcut] = useState('Ctrl + Shift + K');
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span>Quick search shortcut: {shortcut}</span>
      <button
        type="button"
        className={buttonClassName}
        onClick={() => setEditing(true)}
        disabled={editing}
      >
        Change
      </button>
      <FocusTrap open={editing}>
        {/* The trap needs one child that can hold focus: tabIndex -1 lets it receive it. */}
        <div
          tabIndex={-1}
          hidden={!editing}
          role="group"
          aria-label="Edit shortcut"
          className={panelClassName}
        >
          <label htmlFor="shortcut-input-tw" className="font-semibold">
            New shortcut
          </label>
          <input
            id="shortcut-input-tw"
            className={inputClassName}
            defaultValue={shortcut}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                setShortcut(event.currentTarget.value);
                setEditing(false);
              }
            }}
          />
          <button type="button" className={buttonClassName} onClick={() => setEditing(false)}>
            Done
          </button>
          <p className="m-0 basis-full text-xs">
            Tab stays inside this panel until you press Done.
          </p>
        </div>
      </FocusTrap>
    </div>
  );
}
