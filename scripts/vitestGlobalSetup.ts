// Vitest global setup: the unit tests read generated/ (the API JSON, the page index), so bring
// it up to date first. Cached by package versions, this takes a second when nothing changed.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export default function setup(): void {
  // `npm test` (scripts/test.mjs) has just run it.
  if (process.env.DOCS_GENERATED_CURRENT === '1') {
    return;
  }
  const root = path.resolve(import.meta.dirname, '..');
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/generate.ts'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}
