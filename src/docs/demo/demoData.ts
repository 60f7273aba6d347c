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
