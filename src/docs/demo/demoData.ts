/** One variant of a demo's code: the source text (for copying) and its highlighted HTML. */
export interface DemoCode {
  code: string;
  html: string;
}

/** Everything a page ships about one demo, computed at build time. */
export interface DemoData {
  /** Registry name: `x/react-data-grid/BasicDataGrid`. */
  name: string;
  /** File name without extension, also the demo's anchor on its page. */
  file: string;
  ts: DemoCode;
  js: DemoCode;
  /** Highlighted previews (the JSX the demo returns), when short enough. */
  preview: { ts: string; js: string } | null;
}
