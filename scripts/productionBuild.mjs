// Builds the production site when no build exists for the current sources.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const HASH_FILE = path.join(ROOT, '.next', 'source-hash');
/** Everything a build depends on; a change to any of these needs a new build. */
const INPUTS = [
  'src',
  'server',
  'content',
  'public',
  'scripts',
  'package-lock.json',
  'next.config.ts',
  'tsconfig.json',
];

function listFiles(entry) {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) {
    return [];
  }
  if (statSync(full).isFile()) {
    return [entry];
  }
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(entry, file))
    .filter((file) => statSync(path.join(ROOT, file)).isFile())
    .sort();
}

/** A digest of the build inputs' paths and contents. */
export function sourceHash() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(listFiles)) {
    hash.update(file.replace(/\\/g, '/'));
    hash.update(readFileSync(path.join(ROOT, file)));
  }
  return hash.digest('hex');
}

export function runBuild() {
  const started = performance.now();
  const result = spawnSync('npx', ['next', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { NEXT_IGNORE_INCORRECT_LOCKFILE: '1', NEXT_TELEMETRY_DISABLED: '1', ...process.env },
  });
  if (result.status !== 0) {
    throw new Error(
      `next build failed with exit code ${result.status}; fix the error above and run again.`,
    );
  }
  writeFileSync(HASH_FILE, sourceHash());
  return performance.now() - started;
}

/** Builds unless `.next` already holds a build of exactly these sources. Returns whether it built. */
export function ensureBuild() {
  const current = sourceHash();
  const built = existsSync(HASH_FILE) ? readFileSync(HASH_FILE, 'utf8') : null;
  if (built === current && existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
    return false;
  }
  console.log('No production build for the current sources: building…');
  runBuild();
  return true;
}

export { ROOT };
