import { useState } from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

const triggerClassName =
  'cursor-pointer rounded-lg border border-slate-300 bg-transparent px-4 py-2 text-sm font-semibold text-inherit focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:focus-visible:outline-blue-300';
const panelClassName =
  'absolute start-0 top-[calc(100%+6px)] z-[1] grid w-60 gap-2 rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-900 shadow-[0_8px_24px_rgb(15_23_42/0.18)] dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

export default function FilterPanelClickAwayTailwind() {
  const [open, setOpen] = useState(false);
  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      {/* The listener watches clicks outside this element: the button and the panel. */}
      <div className="relative inline-block min-h-[150px]">
        <button
          type="button"
          className={triggerClassName}
          aria-expanded={open}
          aria-controls={open ? 'price-filter-tw' : undefined}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          Filters
        </button>
        {open && (
          <div id="price-filter-tw" role="group" aria-label="Filters" className={panelClassName}>
            <label>
              <input type="checkbox" defaultChecked /> In stock only
            </label>
            <label>
              <input type="checkbox" /> Free shipping
            </label>
            <p className="m-0 text-xs">Click anywhere outside this panel to close it.</p>
          </div>
        )}
      </div>
    </ClickAwayListener>
  );
}
