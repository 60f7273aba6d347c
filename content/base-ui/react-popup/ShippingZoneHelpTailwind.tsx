import { useState } from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';

const helpButtonClassName =
  'cursor-pointer rounded-full border border-slate-300 bg-transparent px-2.5 py-1 text-sm font-semibold text-blue-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:text-blue-300 dark:focus-visible:outline-blue-300';
const bubbleClassName =
  'z-[1300] max-w-[280px] rounded-lg bg-slate-800 px-3 py-2.5 text-[0.8125rem] leading-normal text-slate-50 shadow-[0_8px_24px_rgb(15_23_42/0.25)] dark:bg-slate-200 dark:text-slate-900';

export default function ShippingZoneHelpTailwind() {
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span>Shipping zone: Europe 2</span>
      <button
        ref={setAnchor}
        type="button"
        className={helpButtonClassName}
        aria-expanded={open}
        aria-describedby={open ? 'shipping-zone-help-tw' : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        What is this?
      </button>
      {/* Kept inside the demo's element, where its Tailwind classes apply. */}
      <Popup
        id="shipping-zone-help-tw"
        anchor={anchor}
        open={open}
        placement="bottom-start"
        offset={8}
        disablePortal
        className={bubbleClassName}
      >
        Zones group countries with the same carrier rates. Europe 2 covers Norway, Switzerland and
        the United Kingdom.
      </Popup>
    </div>
  );
}
