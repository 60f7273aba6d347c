// The registry mirror this project installs from lacks some platforms' binary
// packages (macOS, Windows…), so `npm install` leaves those optional
// dependencies out of package-lock.json and `npm ci` then rejects the lock as
// out of sync. This adds an entry for each missing optional platform package,
// with the `os`/`cpu` its name states, so `npm ci` skips it on other platforms
// without fetching. Run it after every `npm install`: `npm run lockfile`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OS = [
  'darwin',
  'win32',
  'linux',
  'android',
  'freebsd',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPU = [
  'arm64',
  'x64',
  'arm',
  'ia32',
  'loong64',
  'ppc64',
  'riscv64',
  's390x',
  'mips64el',
  'wasm32',
];

/** `@next/swc-win32-arm64-msvc` → `{ os: ['win32'], cpu: ['arm64'] }`; null when the name says no platform. */
export function platformOf(name) {
  const parts = name.split(/[-/]/);
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  return os && cpu ? { os: [os], cpu: [cpu] } : null;
}

/** Adds the missing optional platform packages to a parsed lockfile; returns their names. */
export function completeLockfile(lock) {
  const added = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
      if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) {
        continue;
      }
      const platform = platformOf(name);
      if (!platform || !/^\d+\.\d+\.\d+/.test(spec)) {
        continue;
      }
      lock.packages[`node_modules/${name}`] = { version: spec, optional: true, ...platform };
      added.push(name);
    }
  }
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = path.resolve(process.argv[2] ?? 'package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const added = completeLockfile(lock);
  const sorted = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
    ),
  );
  writeFileSync(file, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
  console.log(
    `package-lock.json: added ${added.length} optional platform packages${added.length ? `: ${added.join(', ')}` : ''}`,
  );
}
