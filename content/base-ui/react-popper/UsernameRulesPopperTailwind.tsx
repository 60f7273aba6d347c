import { useCallback, useState } from 'react';
import { Popper } from '@mui/base/Popper';

// Popper flips start and end placements when told the direction.
function useDirection() {
  const [direction, setDirection] = useState<'ltr' | 'rtl'>('ltr');
  const ref = useCallback((node: HTMLElement | null) => {
    if (node) {
      setDirection(getComputedStyle(node).direction === 'rtl' ? 'rtl' : 'ltr');
    }
  }, []);
  return [direction, ref] as const;
}

const inputClassName =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-200 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:focus:border-blue-400 dark:focus:ring-blue-900';
const rulesClassName =
  'z-[1300] max-w-[280px] rounded-lg bg-slate-800 px-3 py-2 text-[0.8125rem] leading-normal text-slate-50 dark:bg-slate-200 dark:text-slate-900';

export default function UsernameRulesPopperTailwind() {
  const [direction, ref] = useDirection();
  const [anchor, setAnchor] = useState<HTMLInputElement | null>(null);
  const [focused, setFocused] = useState(false);
  return (
    <div ref={ref} className="grid min-h-[130px] max-w-[280px] content-start gap-1 text-sm">
      <label htmlFor="new-username-tw" className="font-semibold">
        Username
      </label>
      <input
        id="new-username-tw"
        ref={setAnchor}
        className={inputClassName}
        autoComplete="username"
        aria-describedby="username-rules-tw"
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      {/* Kept inside the demo's element, where its Tailwind classes apply. */}
      <Popper
        id="username-rules-tw"
        className={rulesClassName}
        anchorEl={anchor}
        open={focused}
        keepMounted
        disablePortal
        placement="bottom-start"
        direction={direction}
        modifiers={[{ name: 'offset', options: { offset: [0, 6] } }]}
      >
        3–20 characters: letters, numbers and underscores. You can change it once a month.
      </Popper>
    </div>
  );
}
