import type { TailwindDemoStyles } from './tailwindScope';

/**
 * What DemoLive does beside running a demo's code (scripts/demos/demoRecord.ts, `demoKind`): a
 * data grid demo has the grid prepared before its code runs; a date picker demo has a picker's
 * popup rendered once out of sight after it is live.
 */
export type DemoKind = 'dataGrid' | 'datePicker' | 'component';

/** The MUI X plan whose license a demo's packages check: without a key they show a watermark. */
export type DemoPlan = 'pro' | 'premium';

/**
 * Everything known about one demo before the browser runs it, written once per demo by
 * `npm run generate` (generated/demos/<name>.json) and carried as is in the page's props.
 * The full code stays out of it: it is fetched from `codeUrl` when the reader needs it.
 */
export interface DemoRecord {
  /** `x/react-data-grid/BasicDataGrid`: the file path below content/, unique site-wide. */
  name: string;
  /** `BasicDataGrid`: the file name, also the demo's anchor on its page. */
  file: string;
  /** `Basic data grid`, from the file name. */
  title: string;
  /** The JSX the demo returns, both variants highlighted, when it is short enough. */
  preview: { ts: string; js: string } | null;
  /**
   * The height (px) the demo's outermost box declares (`sx={{ height: 400 }}`), if any:
   * kept for the demo until its code has loaded.
   */
  height?: number;
  kind: DemoKind;
  /** Set when the demo imports a Pro or Premium package (which shows a watermark without a key). */
  plan?: DemoPlan;
  /**
   * For a Tailwind CSS demo (file name ending in `Tailwind`): its classes compiled at build time,
   * scoped to the demo (rendered with it, so only pages with such a demo carry them).
   */
  tailwind?: TailwindDemoStyles;
  /** Where the full code is fetched from (public/demo-code/<name>.json, versioned by content). */
  codeUrl: string;
}

/** Page key of the page a demo sits beside: `x/react-data-grid/BasicDataGrid` → `/x/react-data-grid`. */
export function demoPagePathname(name: string): string {
  return `/${name.slice(0, name.lastIndexOf('/'))}`;
}
