import { useEffect, useState, type RefObject } from 'react';

/** How far outside the viewport a demo starts loading: one screen above and below. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

/**
 * Becomes `true` once the element comes within `rootMargin` of the viewport, and
 * stays `true` (the observer disconnects). `enabled: false` skips observing.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  { enabled = true, rootMargin = NEAR_VIEWPORT_MARGIN } = {},
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element) {
      return undefined;
    }
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, near, rootMargin]);
  return near;
}
