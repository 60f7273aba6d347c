/** One variant of a demo's code: the source text (for copying) and its highlighted HTML. */
export interface DemoCode {
  code: string;
  html: string;
}

/** A shared data module a demo imports (`@demo-data/<name>`), both variants. */
export interface DemoCodeDataModule {
  /** `supportTickets`: the file is `demo-data/supportTickets.ts` (`.js`). */
  name: string;
  ts: DemoCode;
  js: DemoCode;
}

/** A demo's full code, both variants: `public/demo-code/<name>.json`, written by `npm run generate`. */
export interface DemoCodeFile {
  ts: DemoCode;
  js: DemoCode;
  /** The shared data modules it imports, and those they import, in the order first imported. */
  dataModules?: DemoCodeDataModule[];
}
