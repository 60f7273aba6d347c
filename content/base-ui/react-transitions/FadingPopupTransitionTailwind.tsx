import { useState } from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';

const updates = [
  'Invoice #2043 was paid',
  'Priya joined the Design team',
  'Backup finished at 03:00',
];

const triggerClassName =
  'cursor-pointer rounded-lg border border-slate-300 bg-transparent px-4 py-2 text-sm font-semibold text-inherit focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:focus-visible:outline-blue-300';
// A short transition instead of none under reduced motion: the exit only completes on transitionend.
const panelClassName =
  'w-[260px] origin-top rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-[0_8px_24px_rgb(15_23_42/0.18)] transition-[opacity,transform] duration-150 ease-out motion-reduce:duration-[1ms] dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

export default function FadingPopupTransitionTailwind() {
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <div className="min-h-10">
      <button
        ref={setAnchor}
        type="button"
        className={triggerClassName}
        aria-expanded={open}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        Latest updates
      </button>
      {/* disablePortal keeps it inside the demo's element, where its Tailwind classes apply. */}
      <Popup
        anchor={anchor}
        open={open}
        placement="bottom-start"
        offset={6}
        disablePortal
        role="region"
        aria-label="Latest updates"
        className="z-[1300]"
      >
        <CssTransition
          className={panelClassName}
          enterClassName="scale-100 opacity-100"
          exitClassName="scale-95 opacity-0"
          lastTransitionedPropertyOnExit="opacity"
        >
          <ul className="m-0 ps-[18px]">
            {updates.map((update) => (
              <li key={update} className="py-1">
                {update}
              </li>
            ))}
          </ul>
        </CssTransition>
      </Popup>
    </div>
  );
}
