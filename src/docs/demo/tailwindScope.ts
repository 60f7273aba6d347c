/**
 * The class of the element every Tailwind CSS demo renders in. The site compiles each such
 * demo's classes at build time (scripts/demos/tailwindDemoCss.ts) with every selector scoped
 * below this class and the demo's own one (`TailwindDemoStyles.scope`), Tailwind's preflight
 * included, so nothing reaches the rest of the page, nor another Tailwind demo on it.
 */
export const TAILWIND_SCOPE_CLASS = 'tailwind-demo';

/** What the site compiled for a Tailwind CSS demo, carried in its record. */
export interface TailwindDemoStyles {
  /**
   * The demo's own class, beside TAILWIND_SCOPE_CLASS on its element. Each demo's stylesheet has
   * preflight and its own utilities; scoped by the shared class alone, the stylesheet of a demo
   * further down the page would undo the one above (its `border-0` after the first's
   * `border-b-2`, its `text-sm` line height after the first's `leading-normal`).
   */
  scope: string;
  /** The scoped stylesheet: preflight and exactly the utilities the demo's code uses. */
  css: string;
  /** The class names that stylesheet styles, sorted: what live editing can use. */
  classes: string[];
}
