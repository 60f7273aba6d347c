/**
 * Shared demo data: typed modules in `content/demo-data/` that several demos import as
 * `@demo-data/<name>` (a path alias of tsconfig.json, which Next, Vitest and the live editor's
 * scopes resolve). A demo stays one file plus the data modules it names: its code view lists
 * them, and its sandbox project holds them in `src/demo-data/`, with the imports rewritten to
 * relative paths. A data module may import packages and other data modules, nothing else.
 */

export const DEMO_DATA_PREFIX = '@demo-data/';

/** The folder below `content/` holding the modules. */
export const DEMO_DATA_FOLDER = 'demo-data';

/** `@demo-data/supportTickets` → `supportTickets`; null for any other specifier. */
export function demoDataModuleName(specifier: string): string | null {
  if (!specifier.startsWith(DEMO_DATA_PREFIX)) {
    return null;
  }
  const name = specifier.slice(DEMO_DATA_PREFIX.length);
  return /^[a-z][A-Za-z0-9]*$/.test(name) ? name : null;
}

/** Whether a specifier names shared demo data, valid or not (`@demo-data/…`). */
export function isDemoDataSpecifier(specifier: string): boolean {
  return specifier.startsWith(DEMO_DATA_PREFIX);
}

/** One data module in one code variant, as a sandbox project or the code view takes it. */
export interface DemoDataModuleSource {
  /** `supportTickets`. */
  name: string;
  code: string;
}

/**
 * The code with every `@demo-data/<name>` specifier (in quotes, as an import or export source)
 * replaced by `<prefix><name>`: `./demo-data/` from the demo file of a sandbox project, `./`
 * from a data module beside the others.
 */
export function rewriteDemoDataImports(code: string, prefix: string): string {
  return code.replace(
    /(\bfrom\s*|\bimport\s*\(?\s*)(['"])@demo-data\/([a-z][A-Za-z0-9]*)\2/g,
    (_match, keyword: string, quote: string, name: string) =>
      `${keyword}${quote}${prefix}${name}${quote}`,
  );
}
