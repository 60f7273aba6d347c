/** One module the code imports, with the names it binds from it (`default`, `*` or export names). */
export interface ImportRecord {
  specifier: string;
  /** Exported names taken from the module (before any `as`); `default` and `*` as such. */
  names: string[];
}

// Statements are matched at the start of a line, so commented-out imports are left alone.
// An import clause holds only names, commas, braces, `*`, `as` and `type`.
const STATIC_IMPORT = /^[ \t]*import\s+(?:type\s+)?([\w$\s,{}*]*?)\s*from\s*['"]([^'"\n]+)['"]/gm;
const SIDE_EFFECT_IMPORT = /^[ \t]*import\s*['"]([^'"\n]+)['"]/gm;
const EXPORT_FROM =
  /^[ \t]*export\s+(?:type\s+)?(\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?)\s*from\s*['"]([^'"\n]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** `React, { useState as useS, type Dispatch }` → `['default', 'useState', 'Dispatch']`. */
function boundNames(clause: string): string[] {
  const names: string[] = [];
  const braces = clause.match(/\{([^}]*)\}/);
  const outside = clause.replace(/\{[^}]*\}/, '').trim();
  if (/\*\s*as\s+\w+/.test(outside) || outside === '*') {
    names.push('*');
  }
  const defaultName = outside
    .replace(/\*\s*as\s+\w+/, '')
    .replace(/,/g, ' ')
    .trim();
  if (defaultName) {
    names.push('default');
  }
  for (const part of braces ? braces[1].split(',') : []) {
    const name = part
      .trim()
      .replace(/^type\s+/, '')
      .split(/\s+as\s+/)[0]
      .trim();
    if (name) {
      names.push(name);
    }
  }
  return names;
}

/**
 * The modules a demo's code (TypeScript or JavaScript, possibly edited by hand) imports:
 * static and type imports, side-effect imports, re-exports and dynamic `import('…')` with a
 * literal specifier. A scan, not a parse, so code with a syntax error elsewhere still works.
 */
export function findImports(code: string): ImportRecord[] {
  const records: ImportRecord[] = [];
  for (const match of code.matchAll(STATIC_IMPORT)) {
    records.push({ specifier: match[2], names: boundNames(match[1]) });
  }
  for (const match of code.matchAll(SIDE_EFFECT_IMPORT)) {
    records.push({ specifier: match[1], names: [] });
  }
  for (const match of code.matchAll(EXPORT_FROM)) {
    records.push({ specifier: match[2], names: boundNames(match[1]) });
  }
  for (const match of code.matchAll(DYNAMIC_IMPORT)) {
    records.push({ specifier: match[1], names: ['*'] });
  }
  return records;
}

/** `@mui/x-date-pickers/AdapterDayjs` → `@mui/x-date-pickers`; `dayjs/plugin/utc` → `dayjs`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}
