import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FoundErrorMessage } from './buildErrorCodeTable';
import { extractErrorMessages, FORMATTER_MODULE } from './extractErrorMessages';

/** The MUI core packages whose minified errors point to `/production-error/`. */
export const ERROR_CODE_PACKAGES = [
  '@mui/material',
  '@mui/system',
  '@mui/utils',
  '@mui/base',
  '@mui/joy',
  '@mui/lab',
] as const;

/** Build folders inside a package; everything else is the package's own (root) build. */
const FLAVOURS = new Set(['node', 'legacy', 'modern', 'esm']);

/** Not read: nested installs, and the UMD bundles (which carry no error calls). */
const SKIPPED_FOLDERS = new Set(['node_modules', 'umd']);

const SCRIPT_EXTENSIONS = ['.js', '.mjs', '.cjs'];

function scriptFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) {
        files.push(...scriptFiles(file));
      }
    } else if (SCRIPT_EXTENSIONS.some((extension) => entry.name.endsWith(extension))) {
      files.push(file);
    }
  }
  return files.sort();
}

/** The installed version of each package; throws, naming it, when one is missing. */
export function installedVersions(
  nodeModules: string,
  packageNames: readonly string[] = ERROR_CODE_PACKAGES,
): { name: string; version: string }[] {
  return packageNames.map((name) => {
    const manifest = path.join(nodeModules, name, 'package.json');
    try {
      const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
      return { name, version };
    } catch (error) {
      throw new Error(
        `${name} is not installed in ${nodeModules}: the production error table reads its compiled code. Run \`npm ci\`.`,
        { cause: error },
      );
    }
  });
}

export interface InstalledErrorMessages {
  packages: { name: string; version: string }[];
  found: FoundErrorMessage[];
  /** How many files were parsed (those that name the formatter module). */
  parsedFiles: number;
}

/**
 * Every error message in the compiled code of the installed packages, every build of each
 * (`node/`, `legacy/`, `modern/`, `esm/` and the root). A file that never names the formatter
 * module cannot call it, so only the files that do are parsed.
 */
export function readInstalledErrorMessages(
  nodeModules: string,
  packageNames: readonly string[] = ERROR_CODE_PACKAGES,
): InstalledErrorMessages {
  const packages = installedVersions(nodeModules, packageNames);
  const found: FoundErrorMessage[] = [];
  let parsedFiles = 0;
  for (const { name: packageName } of packages) {
    const packageDir = path.join(nodeModules, packageName);
    for (const file of scriptFiles(packageDir)) {
      const text = readFileSync(file, 'utf8');
      if (!text.includes(FORMATTER_MODULE)) {
        continue;
      }
      parsedFiles += 1;
      const relative = path.relative(packageDir, file).split(path.sep);
      const flavour = FLAVOURS.has(relative[0]) ? relative[0] : 'root';
      const shownFile = path.posix.join(packageName, ...relative);
      for (const message of extractErrorMessages(text, shownFile)) {
        found.push({ ...message, packageName, flavour, file: shownFile });
      }
    }
  }
  return { packages, found, parsedFiles };
}
