/** One variant of a demo's code: the source text (for copying) and its highlighted HTML. */
export interface DemoCode {
  code: string;
  html: string;
}

/** A demo's full code, both variants: `public/demo-code/<name>.json`, written by `npm run generate`. */
export interface DemoCodeFile {
  ts: DemoCode;
  js: DemoCode;
}

/** Everything a page ships about one demo, computed at build time. */
export interface DemoData {
  /** Registry name: `x/react-data-grid/BasicDataGrid`. */
  name: string;
  /** File name without extension, also the demo's anchor on its page. */
  file: string;
  /** Highlighted previews (the JSX the demo returns), when short enough. */
  preview: { ts: string; js: string } | null;
  /** Where the full code is fetched from, once the reader points at or focuses the demo. */
  codeUrl: string;
}
