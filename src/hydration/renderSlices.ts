import { unstable_forceFrameRate } from 'scheduler';

/**
 * How many slices a second React's concurrent renders are cut into: the hydration of the page
 * (DeferredHydration) and every page change (Next's pages router renders a route change in a
 * transition). React's default yields to the browser every 5 ms; each yield costs a frame's
 * worth of work between the slices, and a page change at CPU 4x spent about 40% of its render
 * time there. One slice a frame (16 ms) stays well under a long task (50 ms) and cut the median
 * page change from 218 to 167 ms (docs/PERFORMANCE.md).
 */
export const RENDER_SLICES_PER_SECOND = 60;

/** Sets the slice length, in the browser only; `_app` calls it as it loads, before hydration. */
export function setRenderSlices(): void {
  if (typeof window !== 'undefined') {
    unstable_forceFrameRate(RENDER_SLICES_PER_SECOND);
  }
}
