import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Subpath folders that are entry points in name only: private code. */
export const PRIVATE_ENTRY_FOLDERS = new Set(['internals']);

export interface EntryPoint {
  /** What a reader imports: `@mui/x-date-pickers` or `@mui/x-date-pickers/DatePicker`. */
  specifier: string;
  /** Its type declarations. */
  file: string;
  /** The subpath folder (`DatePicker`), or null for the package root. */
  folder: string | null;
}

function typesOf(dir: string): string | null {
  const manifest = path.join(dir, 'package.json');
  if (!existsSync(manifest)) {
    return null;
  }
  const json = JSON.parse(readFileSync(manifest, 'utf8')) as { types?: string; typings?: string };
  const types = json.types ?? json.typings ?? 'index.d.ts';
  const file = path.join(dir, types);
  return existsSync(file) ? file : null;
}

/**
 * The public entry points of an installed package: its root, and each
 * top-level folder with its own `package.json` and declarations (the
 * `@mui/x-date-pickers/DatePicker` style of import), except private folders.
 * Throws when the root has no declarations, naming the package.
 */
export function listEntryPoints(packageName: string, packageDir: string): EntryPoint[] {
  const root = typesOf(packageDir);
  if (!root) {
    throw new Error(
      `${packageName} has no type declarations in ${packageDir}: run \`npm ci\` to install it.`,
    );
  }
  const entries: EntryPoint[] = [{ specifier: packageName, file: root, folder: null }];
  const folders = readdirSync(packageDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !PRIVATE_ENTRY_FOLDERS.has(entry.name))
    .map((entry) => entry.name)
    .sort();
  for (const folder of folders) {
    const file = typesOf(path.join(packageDir, folder));
    if (file) {
      entries.push({ specifier: `${packageName}/${folder}`, file, folder });
    }
  }
  return entries;
}
