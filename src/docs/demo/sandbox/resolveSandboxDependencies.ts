import { isDemoDataSpecifier } from '../demoDataModules';
import { findImports, packageName } from './findImports';
import { SandboxDateAdapterError, SandboxDependencyError } from './sandboxErrors';
import { BASE_DEPENDENCIES, type SandboxVersions } from './sandboxVersions';

const DATE_PICKERS_PACKAGES = new Set(['@mui/x-date-pickers', '@mui/x-date-pickers-pro']);

export interface ResolvedDependencies {
  /** Package name → version or range, sorted by name. */
  dependencies: Record<string, string>;
  /** The date adapters the code uses, sorted. */
  dateAdapters: string[];
}

/**
 * The adapters an import from a date pickers package names. An adapter subpath
 * decides alone (`@mui/x-date-pickers/AdapterDateFnsV3` exports a class named
 * `AdapterDateFns`, yet it is the date-fns v3 adapter); from a package root,
 * the imported names do.
 */
function adaptersOf(specifier: string, names: readonly string[]): string[] {
  const subpath = specifier.slice(packageName(specifier).length + 1).split('/')[0];
  if (subpath.startsWith('Adapter')) {
    return [subpath];
  }
  return names.filter((name) => name.startsWith('Adapter'));
}

function sortKeys(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * Every npm dependency a demo's code needs, at the versions of the version table: React, its
 * family's package (`familyPackage`: Material UI unless told), the packages it imports
 * (subpaths count as their package), the peers each `@mui/*` package among them needs (Emotion,
 * Material UI for Lab, …), and the date library of each date adapter it uses, at the range
 * @mui/x-date-pickers supports for that adapter.
 *
 * Shared demo data (`@demo-data/…`) is no package: the project holds it as files.
 *
 * Throws a `SandboxDependencyError` for a relative import (a sandbox holds the demo file alone)
 * or a package the site does not depend on, and a `SandboxDateAdapterError` for an adapter whose
 * date library is unknown.
 */
export function resolveSandboxDependencies(
  code: string,
  versions: SandboxVersions,
  familyPackage = '@mui/material',
): ResolvedDependencies {
  const dependencies: Record<string, string> = {};
  const adapterRanges: Record<string, { range: string; adapter: string }> = {};
  const dateAdapters = new Set<string>();
  // Shared demo data (`@demo-data/…`) is a file of the project, not a package.
  const imports = findImports(code).filter(({ specifier }) => !isDemoDataSpecifier(specifier));
  const direct = [
    ...BASE_DEPENDENCIES,
    familyPackage,
    ...imports.map(({ specifier }) => {
      if (/^[./]/.test(specifier)) {
        throw new SandboxDependencyError(
          `The demo imports "${specifier}", a file beside it, but a sandbox project holds only the demo file and the shared data modules it imports: move that code into the demo, or shared data into content/demo-data/ (imported as @demo-data/<name>).`,
        );
      }
      return packageName(specifier);
    }),
  ];
  // Each package's peers, and theirs (Lab needs Material UI, which needs Emotion).
  const packages = new Set<string>();
  const pending = [...direct];
  while (pending.length > 0) {
    const name = pending.shift()!;
    if (!packages.has(name)) {
      packages.add(name);
      pending.push(...(versions.peers[name] ?? []));
    }
  }
  for (const name of packages) {
    const version = versions.packages[name];
    if (!version) {
      throw new SandboxDependencyError(
        `The demo imports "${name}", which the documentation site does not depend on, so no version is known for it: add it to the site's package.json dependencies (then run \`npm run generate\`) or remove the import.`,
      );
    }
    dependencies[name] = version;
  }
  for (const { specifier, names } of imports) {
    if (!DATE_PICKERS_PACKAGES.has(packageName(specifier))) {
      continue;
    }
    for (const adapter of adaptersOf(specifier, names)) {
      const libraries = versions.dateAdapters[adapter];
      if (!libraries || Object.keys(libraries).length === 0) {
        throw new SandboxDateAdapterError(adapter, specifier, Object.keys(versions.dateAdapters));
      }
      dateAdapters.add(adapter);
      for (const [library, range] of Object.entries(libraries)) {
        const taken = adapterRanges[library];
        if (taken && taken.range !== range) {
          throw new SandboxDependencyError(
            `The demo uses ${taken.adapter} and ${adapter}, which need different versions of ${library} (${taken.range} and ${range}): one project can install only one, so keep one adapter.`,
          );
        }
        adapterRanges[library] = { range, adapter };
      }
    }
  }
  // An adapter's range wins over the installed version of a date library the code also imports.
  for (const [library, { range }] of Object.entries(adapterRanges)) {
    dependencies[library] = range;
  }
  return { dependencies: sortKeys(dependencies), dateAdapters: [...dateAdapters].sort() };
}
