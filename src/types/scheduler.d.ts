// React's scheduler (the copy react-dom uses) ships no types; this is the one function the site
// calls (src/hydration/renderSlices.ts).
declare module 'scheduler' {
  /** Sets how long a rendering slice runs before it yields to the browser: 1000 / fps ms. */
  export function unstable_forceFrameRate(fps: number): void;
}
