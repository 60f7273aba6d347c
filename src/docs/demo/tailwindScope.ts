/**
 * The class of the element every Tailwind CSS demo renders in. The site compiles each such
 * demo's classes at build time (scripts/demos/tailwindDemoCss.ts) with every selector scoped
 * below this class, Tailwind's preflight included, so nothing reaches the rest of the page.
 */
export const TAILWIND_SCOPE_CLASS = 'tailwind-demo';

/** What the site compiled for a Tailwind CSS demo, carried in its record. */
export interface TailwindDemoStyles {
  /** The scoped stylesheet: preflight and exactly the utilities the demo's code uses. */
  css: string;
  /** The class names that stylesheet styles, sorted: what live editing can use. */
  classes: string[];
}
