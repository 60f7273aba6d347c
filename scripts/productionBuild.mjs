// Builds the production site when no build exists for the current sources. Every build records
// the hash of the sources it was made from in `.next/source-hash` (`npm run build` runs
// scripts/build.mjs, which does), so `npm start` after `npm run build` serves that build.
import { createHash } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

/** Where a build records the hash of its sources, and the file every complete build has. */
const hashFile = (root) => path.join(root, '.next', 'source-hash');
const buildIdFile = (root) => path.join(root, '.next', 'BUILD_ID');
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

/**
 * Written by the build itself (`npm run generate`), so never an input of it: otherwise a build
 * on a fresh clone, which writes them after the hash is taken, would be built again by the next
 * `npm start`. The same folders as in `.gitignore`.
 */
const GENERATED_INPUTS = ['search-index', 'demo-code', 'material-icons', 'fonts'].map((folder) =>
  path.join('public', folder),
);
/** The pages' markdown twins and the llms files, written into public/ by generate (scripts/markdown/). */
const GENERATED_PUBLIC_FILE = /^public[\\/](?:.+\.md|(?:[^\\/]+[\\/])?llms(?:-full)?\.txt)$/;

function listFiles(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) {
    return [];
  }
  if (statSync(full).isFile()) {
    return [entry];
  }
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(entry, file))
    .filter((file) => !GENERATED_INPUTS.some((generated) => file.startsWith(generated)))
    .filter((file) => !GENERATED_PUBLIC_FILE.test(file))
    .filter((file) => statSync(path.join(root, file)).isFile())
    .sort();
}

/** Environment variables the client bundle is built with (see next.config.ts). */
const BUILD_ENV = [
  'DOCS_PRODUCTION_HOST',
  'NEXT_PUBLIC_GA_MEASUREMENT_ID',
  'NEXT_PUBLIC_MUI_X_LICENSE_KEY',
];

/** A digest of the build inputs' paths and contents, and of the build-time environment. */
export function sourceHash(root = ROOT, env = process.env) {
  const hash = createHash('sha256');
  for (const name of BUILD_ENV) {
    hash.update(`${name}=${env[name] ?? ''}\n`);
  }
  for (const file of INPUTS.flatMap((entry) => listFiles(root, entry))) {
    hash.update(file.replace(/\\/g, '/'));
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

/** Whether `.next` under `root` holds a complete build of exactly the current sources. */
export function hasCurrentBuild(root = ROOT, env = process.env) {
  const file = hashFile(root);
  const built = existsSync(file) ? readFileSync(file, 'utf8') : null;
  return built === sourceHash(root, env) && existsSync(buildIdFile(root));
}

/**
 * Runs `build` (which throws when it fails) and records the hash of the sources it built, taken
 * before it started: a file edited during the build makes the next start build again.
 */
export function buildRecordingHash(build, root = ROOT, env = process.env) {
  const hash = sourceHash(root, env);
  build();
  writeFileSync(hashFile(root), hash);
}

/** `npm run build` (scripts/build.mjs), timed in ms. */
export function runBuild() {
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { NEXT_IGNORE_INCORRECT_LOCKFILE: '1', NEXT_TELEMETRY_DISABLED: '1', ...process.env },
  });
  if (result.status !== 0) {
    throw new Error(
      `npm run build failed with exit code ${result.status}; fix the error above and run again.`,
    );
  }
  return performance.now() - started;
}

/** Builds unless `.next` already holds a build of exactly these sources. Returns whether it built. */
export function ensureBuild() {
  if (hasCurrentBuild()) {
    return false;
  }
  console.log('No production build for the current sources: building…');
  runBuild();
  return true;
}

export { NEXT_BIN, ROOT };

/** Fails when something already listens on the port, so a stale server is never measured. */
export async function assertPortFree(port) {
  const { createServer } = await import('node:net');
  await new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', () =>
        reject(
          new Error(
            `Port ${port} is already in use: stop the process listening there or set another port.`,
          ),
        ),
      )
      .once('listening', () => probe.close(resolve))
      .listen(port);
  });
}

/**
 * Starts `next start` (Next's own binary, so there is no npx between us and
 * the server). `detached` puts it in its own process group, which `stop` then
 * kills whole: Next forks a worker that would otherwise outlive its parent.
 * `npm start` does not detach, so whoever stops it (Ctrl+C, Playwright killing
 * its process group) stops the server with it.
 */
export function startServer(port, { stdio = 'inherit', detached = false } = {}) {
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '--port', String(port)], {
    cwd: ROOT,
    stdio,
    detached,
    env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env },
  });
  const stop = (signal = 'SIGTERM') => {
    try {
      process.kill(detached ? -child.pid : child.pid, signal);
    } catch {
      // already gone
    }
  };
  return { child, stop };
}
