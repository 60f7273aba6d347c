import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findImports, packageName } from '../../src/docs/demo/sandbox/findImports';
import type { AdapterScan, SandboxVersionInputs } from './sandboxVersionTable';

interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/**
 * The tools a sandbox project builds with, besides the packages a demo imports (Tailwind CSS and
 * PostCSS for the Tailwind CSS styling of Base UI demos).
 */
const TOOLS = ['vite', 'typescript', '@types/react', '@types/react-dom', 'tailwindcss', 'postcss'];

function readJson(file: string): PackageJson {
  return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
}

/** The installed package.json of `name`: top level first, then nested under `nestedIn` packages. */
function findPackageJson(nodeModules: string, name: string): string | null {
  const candidates = [
    path.join(nodeModules, name, 'package.json'),
    // Vite comes with Vitest (nested when the top level holds none).
    path.join(nodeModules, 'vitest', 'node_modules', name, 'package.json'),
  ];
  return candidates.find((file) => existsSync(file)) ?? null;
}

/** Package names the module at `file` imports, following its relative imports inside `root`. */
function scanModule(file: string, root: string, seen: Set<string>, packages: Set<string>): void {
  if (seen.has(file)) {
    return;
  }
  seen.add(file);
  for (const { specifier } of findImports(readFileSync(file, 'utf8'))) {
    if (!specifier.startsWith('.')) {
      packages.add(packageName(specifier));
      continue;
    }
    const target = path.resolve(path.dirname(file), specifier);
    const resolved = [`${target}.js`, path.join(target, 'index.js')].find(
      (candidate) => candidate.startsWith(root) && existsSync(candidate),
    );
    if (resolved) {
      scanModule(resolved, root, seen, packages);
    }
  }
}

function scanAdapters(datePickers: string): AdapterScan[] {
  return readdirSync(datePickers, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^Adapter[A-Za-z0-9]+$/.test(entry.name))
    .map((entry) => {
      const packages = new Set<string>();
      const index = path.join(datePickers, entry.name, 'index.js');
      if (existsSync(index)) {
        scanModule(index, datePickers, new Set(), packages);
      }
      return { name: entry.name, packages: [...packages].sort() };
    });
}

/**
 * Reads what the version table is built from: the installed version of every dependency of the
 * site (and of the dependencies of its @mui packages, which demos may import too, such as
 * @mui/x-license-pro), the peer dependencies of each @mui package, the sandbox tooling, and the
 * date adapters of @mui/x-date-pickers.
 */
export function readSandboxVersionInputs(root: string): SandboxVersionInputs {
  const nodeModules = path.join(root, 'node_modules');
  const site = readJson(path.join(root, 'package.json'));
  const names = new Set([...Object.keys(site.dependencies ?? {}), ...TOOLS]);
  for (const name of Object.keys(site.dependencies ?? {}).filter((n) => n.startsWith('@mui/'))) {
    const file = findPackageJson(nodeModules, name);
    for (const dependency of Object.keys((file && readJson(file).dependencies) ?? {})) {
      names.add(dependency);
    }
  }
  const installed: Record<string, string> = {};
  const muiPeers: SandboxVersionInputs['muiPeers'] = {};
  for (const name of names) {
    const file = findPackageJson(nodeModules, name);
    if (file) {
      const json = readJson(file);
      installed[name] = json.version;
      if (name.startsWith('@mui/')) {
        muiPeers[name] = {
          peerDependencies: json.peerDependencies ?? {},
          optional: Object.entries(json.peerDependenciesMeta ?? {})
            .filter(([, meta]) => meta.optional)
            .map(([peer]) => peer),
        };
      }
    } else if (TOOLS.includes(name) || name in (site.dependencies ?? {})) {
      throw new Error(
        `The sandbox version table needs the installed version of "${name}", but node_modules/${name}/package.json does not exist: run \`npm ci\`.`,
      );
    }
  }
  const datePickers = path.join(nodeModules, '@mui', 'x-date-pickers');
  return {
    installed,
    datePickersPeerDependencies:
      readJson(path.join(datePickers, 'package.json')).peerDependencies ?? {},
    adapters: scanAdapters(datePickers),
    muiPeers,
  };
}
