import type { ErrorCodeTable } from '../../src/productionError/errorCodeTable';
import type { ExtractedErrorMessage } from './extractErrorMessages';

/** A message found in one file of one installed package. */
export interface FoundErrorMessage extends ExtractedErrorMessage {
  packageName: string;
  /** The build it sits in: `node`, `legacy`, `modern`, `esm` or `root` (the package's own folder). */
  flavour: string;
  /** The file, relative to `node_modules`. */
  file: string;
}

function locationOf(found: FoundErrorMessage): string {
  return `${found.file}:${found.line} (${found.packageName}, ${found.flavour} build)`;
}

/**
 * The code → message table from every message found. A code is one message wherever it is
 * thrown: two packages or builds giving the same code different messages (or a different number
 * of values) would make the page print the wrong one, so that throws, naming both places.
 */
export function buildErrorCodeTable(
  found: readonly FoundErrorMessage[],
  packages: ErrorCodeTable['packages'],
): ErrorCodeTable {
  const first = new Map<number, FoundErrorMessage>();
  const throwers = new Map<number, Set<string>>();
  const conflicts: string[] = [];
  for (const entry of found) {
    const earlier = first.get(entry.code);
    if (!earlier) {
      first.set(entry.code, entry);
      throwers.set(entry.code, new Set([entry.packageName]));
      continue;
    }
    throwers.get(entry.code)?.add(entry.packageName);
    if (earlier.message !== entry.message || earlier.argumentCount !== entry.argumentCount) {
      conflicts.push(
        `Error code ${entry.code} has two messages:\n  ${locationOf(earlier)}: ${JSON.stringify(earlier.message)}\n  ${locationOf(entry)}: ${JSON.stringify(entry.message)}`,
      );
    }
  }
  if (conflicts.length > 0) {
    throw new Error(
      `${conflicts.join('\n')}\nThe production error page cannot decode a code that means two things. Install MUI packages of one release line (their versions must pair, as @mui/material and @mui/system do) and run \`npm run generate\` again.`,
    );
  }
  const codes: ErrorCodeTable['codes'] = {};
  for (const code of [...first.keys()].sort((a, b) => a - b)) {
    codes[String(code)] = {
      message: first.get(code)!.message,
      packages: [...(throwers.get(code) ?? [])].sort(),
    };
  }
  return { packages: [...packages].sort((a, b) => a.name.localeCompare(b.name)), codes };
}
