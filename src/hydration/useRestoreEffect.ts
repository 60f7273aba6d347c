import { useEffect, useLayoutEffect } from 'react';

/**
 * Where a component takes up what the browser restores after hydration (a stored setting, the
 * session's theme state): a layout effect, so the update renders synchronously, right after the
 * hydration's commit and before the browser paints or runs anything else.
 *
 * A passive effect would not do. The page hydrates in the deferred region at React's lowest
 * priority, and an update made in that commit's passive effects inherits it: it renders only
 * once nothing else is pending. A demo that goes live meanwhile (in a transition, which comes
 * first) renders with the server's defaults, left to right on a right-to-left page, then flips;
 * a field focused in between keeps a selection measured on the old text and loses the keys
 * typed after the flip.
 *
 * On the server it does nothing (as either effect), without React's warning about layout effects.
 */
export const useRestoreEffect: typeof useLayoutEffect =
  typeof window === 'undefined' ? useEffect : useLayoutEffect;
