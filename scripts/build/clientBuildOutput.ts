/**
 * Checks of the client scripts `next build` writes (`.next/static/`) for the two performance hacks
 * whose effect only the build shows: V8's compile hint on the large scripts
 * (compileHintPlugin.ts), and one copy of the data grid although generated/gridModules.ts
 * requires its files by path (src/docs/demo/prepareDataGrid.ts). Run by
 * tests/e2e/build-output.spec.ts after the build; each check returns what is wrong, empty when
 * nothing is.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { COMPILE_HINT, COMPILE_HINT_MIN_BYTES } from './compileHintPlugin';

/** A built client script: its path under `.next/static/` and its text. */
export interface ClientScript {
  name: string;
  text: string;
}

/** Every `.js` file under the build's static folder (`.next/static`). */
export function readClientScripts(staticDir: string): ClientScript[] {
  return readdirSync(staticDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .sort()
    .map((name) => ({ name, text: readFileSync(path.join(staticDir, name), 'utf8') }));
}

/** Scripts of COMPILE_HINT_MIN_BYTES or more whose first line is not the compile hint. */
export function scriptsWithoutCompileHint(scripts: readonly ClientScript[]): string[] {
  return scripts
    .filter(({ text }) => !text.startsWith(COMPILE_HINT))
    .filter(({ text }) => Buffer.byteLength(text) >= COMPILE_HINT_MIN_BYTES)
    .map(({ name, text }) => `${name} (${Buffer.byteLength(text)} bytes) lacks the compile hint`);
}

/**
 * The modules a webpack chunk script defines (module id → the module function's source). A chunk
 * registers them by pushing `[chunkIds, modules]` onto `self.webpackChunk_N_E`: the script runs
 * in a sandbox where that array only collects. Scripts that are not chunks define none.
 */
export function chunkModules(script: ClientScript): Map<string, string> {
  const pushed: Array<[unknown, Record<string, (...args: never[]) => unknown>]> = [];
  try {
    vm.runInNewContext(script.text, { self: { webpackChunk_N_E: pushed } }, { timeout: 5_000 });
  } catch {
    // The webpack runtime and the polyfills expect a browser: they are not chunks anyway.
  }
  const modules = new Map<string, string>();
  for (const [, definitions] of pushed) {
    for (const [id, factory] of Object.entries(definitions ?? {})) {
      modules.set(id, factory.toString());
    }
  }
  return modules;
}

/** A module of the build: its id, its source and the chunks (script names) holding it. */
interface BuiltModule {
  id: string;
  source: string;
  chunks: string[];
}

function builtModules(scripts: readonly ClientScript[]): Map<string, BuiltModule> {
  const modules = new Map<string, BuiltModule>();
  for (const script of scripts) {
    for (const [id, source] of chunkModules(script)) {
      const known = modules.get(id);
      if (known) {
        known.chunks.push(script.name);
      } else {
        modules.set(id, { id, source, chunks: [script.name] });
      }
    }
  }
  return modules;
}

/** `() => require(id)` as the minifier writes it: `()=>r(12345)`. */
const REQUIRE_BY_ID = /\(\)=>[\w$]+\((\d+)\)/g;

/**
 * The names a module exports, sorted and joined (`useGridScroll` …), read from the export map
 * webpack writes first in an ES module (`r.d(t,{useGridScroll:()=>m})`); the minifier keeps
 * them, so two copies of one file share them. Null for modules without one.
 */
export function exportSignature(source: string): string | null {
  const exportMap = /^[^{]*\{[^{]{0,40}?[\w$]+\.d\([\w$]+,\{([^}]*)\}/.exec(source);
  if (!exportMap) {
    return null;
  }
  const names = [...exportMap[1].matchAll(/([\w$]+):\(\)=>/g)].map((match) => match[1]).sort();
  return names.length > 0 ? names.join(',') : null;
}

/** `r(12345)`: a module requiring another by id, as the minifier writes it. */
const REQUIRE_CALL = /\b[\w$]+\((\d{2,})\)/g;

/** The distinct string literals of a module's source, sorted: what minification leaves alone. */
function stringLiterals(source: string): string {
  return [...new Set(source.match(/"(?:[^"\\]|\\.)*"/g) ?? [])].sort().join(',');
}

/**
 * What the modules a module requires contain (export names and string literals), sorted, and two
 * levels down what those require: two copies of one file require copies of the same files, while
 * another package's file with the same export names re-exports files with other strings in them
 * (Joy UI's `Button/index.js` beside Material UI's: `"solid"` rather than `"contained"`), or, where
 * those files are alike too, requires files that differ one level further down (the `Box` of Joy
 * UI, MUI System and Material UI: the same class names, but each built with its own theme id).
 */
function requiredFingerprint(
  source: string,
  modules: ReadonlyMap<string, BuiltModule>,
  depth = 2,
): string {
  return [...source.matchAll(REQUIRE_CALL)]
    .map((match) => {
      const required = modules.get(match[1])?.source ?? '';
      const below = depth > 1 ? `(${requiredFingerprint(required, modules, depth - 1)})` : '';
      return `${exportSignature(required) ?? ''}:${stringLiterals(required)}${below}`;
    })
    .sort()
    .join('|');
}

/** Written only by the grid's class list (`constants/gridClasses`), in any build of it. */
const GRID_CLASS_LIST = '"MuiDataGrid",["actionsCell"';

/**
 * Small grid modules (re-export indexes, toolbar buttons) are copied into each demo chunk that
 * uses them, by design of webpack's chunk splitting; a module this large in two chunks means the
 * grid's shared chunks were split wrongly and its code is downloaded twice.
 */
export const DUPLICATED_MODULE_MIN_BYTES = 10_000;

/**
 * What shows the data grid bundled twice: its class list defined by more than one module, a
 * module with the same exports as one that generated/gridModules.ts requires under another id (a
 * second copy of that file, evaluated on its own), or one of the list's large modules in two
 * chunks. `listLength` is the number of modules the list requires; the list is found in the build
 * as the module requiring exactly that many modules.
 */
export function dataGridDuplicates(scripts: readonly ClientScript[], listLength: number): string[] {
  const modules = builtModules(scripts);
  const lists = [...modules.values()].filter(
    ({ source }) => [...source.matchAll(REQUIRE_BY_ID)].length === listLength,
  );
  if (lists.length !== 1) {
    return [
      `expected one module requiring the ${listLength} modules of generated/gridModules.ts, ` +
        `found ${lists.length}: was the list renamed, or its modules bundled another way?`,
    ];
  }
  const listed = new Set([...lists[0].source.matchAll(REQUIRE_BY_ID)].map((match) => match[1]));
  const problems: string[] = [];

  const classLists = [...modules.values()].filter(({ source }) => source.includes(GRID_CLASS_LIST));
  if (classLists.length !== 1 || !listed.has(classLists[0].id)) {
    problems.push(
      `the grid's class list is defined by ${classLists.length} module(s) ` +
        `(${classLists.map(({ id, chunks }) => `${id} in ${chunks.join(', ')}`).join('; ')}); ` +
        'expected one, among the modules of generated/gridModules.ts',
    );
  }

  const signatureCount = new Map<string, number>();
  for (const id of listed) {
    const signature = exportSignature(modules.get(id)?.source ?? '');
    if (signature) {
      signatureCount.set(signature, (signatureCount.get(signature) ?? 0) + 1);
    }
  }
  const listedBySignature = new Map<string, string>();
  for (const id of listed) {
    const signature = exportSignature(modules.get(id)?.source ?? '');
    // Only exports that name one listed module (not a lone `default`) identify its file.
    if (signature && signature !== 'default' && signatureCount.get(signature) === 1) {
      listedBySignature.set(signature, id);
    }
  }
  for (const built of modules.values()) {
    const signature = listed.has(built.id) ? null : exportSignature(built.source);
    const original = signature ? listedBySignature.get(signature) : undefined;
    if (
      original &&
      requiredFingerprint(built.source, modules) ===
        requiredFingerprint(modules.get(original)!.source, modules)
    ) {
      problems.push(
        `module ${built.id} (${built.chunks.join(', ')}) is a second copy of grid module ` +
          `${original}: both export ${signature}`,
      );
    }
  }

  for (const id of listed) {
    const built = modules.get(id);
    if (!built) {
      problems.push(`grid module ${id}, required by generated/gridModules.ts, is in no chunk`);
    } else if (
      built.chunks.length > 1 &&
      Buffer.byteLength(built.source) >= DUPLICATED_MODULE_MIN_BYTES
    ) {
      problems.push(
        `grid module ${id} (${Buffer.byteLength(built.source)} bytes) is in ` +
          `${built.chunks.length} chunks: ${built.chunks.join(', ')}`,
      );
    }
  }
  return problems;
}

/** The number of modules generated/gridModules.ts requires. */
export function gridModuleListLength(listSource: string): number {
  return [...listSource.matchAll(/\(\) => require\(/g)].length;
}
