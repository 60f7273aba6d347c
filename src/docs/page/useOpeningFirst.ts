import { startTransition, useEffect, useState } from 'react';
import { useIsHydrating } from '../../hydration';

/**
 * How many of a page's body segments make its opening: everything up to and including its first
 * demo, which is about what a first screen shows (the whole body when it has no demo).
 */
export function openingLength(kinds: readonly string[]): number {
  const firstDemo = kinds.indexOf('demo');
  return firstDemo === -1 ? kinds.length : firstDemo + 1;
}

/** When the reader last went back or forward in history (the browser restores a scroll position). */
let historyMoveAt = -Infinity;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    historyMoveAt = performance.now();
  });
}

/**
 * Whether the page must render whole at once: opened at an anchor (its section must be there to
 * scroll to), or through the browser's back and forward buttons (the scroll position it returns
 * to may be anywhere on the page).
 */
function needsWholePage(): boolean {
  return (
    typeof window !== 'undefined' &&
    (window.location.hash.length > 1 || performance.now() - historyMoveAt < 2000)
  );
}

/**
 * How many body segments to render. A page shown by a client-side navigation renders its opening
 * first, so the new page paints without waiting for the demos further down (each a toolbar of
 * buttons); the rest renders in a transition once that first frame is on screen. A hydrating
 * page renders everything (the server HTML holds it all), and so does a page opened at an anchor
 * or through the history.
 */
export function useOpeningFirst(pathname: string, total: number, opening: number): number {
  const hydrating = useIsHydrating();
  const [shown, setShown] = useState(() => ({
    pathname,
    count: hydrating || needsWholePage() ? total : opening,
  }));
  let { count } = shown;
  if (shown.pathname !== pathname) {
    // Another page in the same component (a navigation): it starts from its own opening.
    count = needsWholePage() ? total : opening;
    setShown({ pathname, count });
  }
  useEffect(() => {
    if (count >= total) {
      return undefined;
    }
    let timer = 0;
    // After the next frame has painted, not in the same one.
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        startTransition(() => setShown({ pathname, count: total }));
      });
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [pathname, count, total]);
  return Math.min(count, total);
}
