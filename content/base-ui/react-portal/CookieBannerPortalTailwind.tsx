import { useState } from 'react';
import { Portal } from '@mui/base/Portal';

const toggleClassName =
  'cursor-pointer justify-self-start rounded-lg border border-slate-300 bg-transparent px-3.5 py-1.5 text-sm leading-normal font-semibold text-inherit focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:focus-visible:outline-blue-300 [&[aria-pressed=true]]:bg-blue-100 dark:[&[aria-pressed=true]]:bg-blue-900';

export default function CookieBannerPortalTailwind() {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [inPortal, setInPortal] = useState(true);
  return (
    <div className="grid max-w-[420px] gap-3 text-sm leading-normal">
      <div className="h-[110px] overflow-hidden rounded-lg border border-slate-300 p-3 dark:border-slate-600">
        <h3 className="mb-1 mt-0 text-base font-bold">Article card</h3>
        <p className="mb-6 mt-0">
          The banner below is written inside this card, with overflow hidden.
        </p>
        {/* The footer is inside the demo, so the banner keeps its Tailwind classes. */}
        <Portal container={container} disablePortal={!inPortal}>
          <p role="note" className="m-0 rounded-md bg-blue-700 px-3 py-2 text-white">
            We use cookies only to keep you signed in.
          </p>
        </Portal>
      </div>
      <div
        ref={setContainer}

        className="grid gap-2 rounded-lg bg-slate-100 p-3 dark:bg-slate-800"
      >
        <strong>Footer</strong>
      </div>
      <button
        type="button"
        className={toggleClassName}
        aria-pressed={inPortal}
        onClick={() => setInPortal((value) => !value)}
      >
        Render through the portal
      </button>
    </div>
  );
}
