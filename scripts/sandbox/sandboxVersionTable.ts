import type { SandboxVersions } from '../../src/docs/demo/sandbox/sandboxVersions';

/** What one date adapter's code (with the base classes it extends) imports from npm. */
export interface AdapterScan {
  /** `AdapterDayjs`. */
  name: string;
  /** Package names its modules import (`dayjs`, `@babel/runtime`, …). */
  packages: string[];
}

export interface SandboxVersionInputs {
  /** Package name → installed version. */
  installed: Record<string, string>;
  /** `peerDependencies` of the installed @mui/x-date-pickers. */
  datePickersPeerDependencies: Record<string, string>;
  adapters: AdapterScan[];
  /** For each installed `@mui/*` package: its peer dependencies, and which of them are optional. */
  muiPeers: Record<string, { peerDependencies: Record<string, string>; optional: string[] }>;
}

/**
 * The peers a project must install beside an `@mui/*` package: the required ones, and Emotion,
 * its default styling engine, which the packages declare optional (another engine may replace
 * it) but which a project without that setup needs. Optional date libraries, type packages and
 * peers the site does not have installed are left out.
 */
function projectPeers(
  { peerDependencies, optional }: SandboxVersionInputs['muiPeers'][string],
  installed: Record<string, string>,
): string[] {
  return Object.keys(peerDependencies)
    .filter((name) => !optional.includes(name) || name.startsWith('@emotion/'))
    .filter((name) => !name.startsWith('@types/') && name in installed)
    .sort();
}

/** Peer dependencies that every project has anyway; any other one an adapter imports is its date library. */
function isFrameworkPackage(name: string): boolean {
  return name === 'react' || name === 'react-dom' || /^@(mui|emotion)\//.test(name);
}

function major(range: string): number | null {
  const match = range.match(/\d+/);
  return match ? Number(match[0]) : null;
}

/** `AdapterDateFnsV3` → 3; `AdapterDateFns` → null. */
function adapterMajor(adapter: string): number | null {
  const match = adapter.match(/V(\d+)$/);
  return match ? Number(match[1]) : null;
}

/**
 * The part of a library's peer range an adapter supports. A range with several majors
 * (`^2.25.0 || ^3.2.0`) is split between the adapters of that library: one whose name ends in
 * `V<major>` takes that major; one without takes the majors no such sibling claims (in v6,
 * `AdapterDateFns` is date-fns 2 and `AdapterDateFnsV3` date-fns 3). Null when nothing is left.
 */
function adapterRange(
  adapter: string,
  library: string,
  peerRange: string,
  scans: readonly AdapterScan[],
): string | null {
  const alternatives = peerRange.split('||').map((part) => part.trim());
  if (alternatives.length === 1) {
    return peerRange.trim();
  }
  const own = adapterMajor(adapter);
  const claimed = new Set(
    scans
      .filter((scan) => scan.name !== adapter && scan.packages.includes(library))
      .map((scan) => adapterMajor(scan.name))
      .filter((value): value is number => value !== null),
  );
  const kept = alternatives.filter((alternative) =>
    own === null ? !claimed.has(major(alternative) ?? -1) : major(alternative) === own,
  );
  return kept.length > 0 ? kept.join(' || ') : null;
}

/**
 * The sandbox version table: installed versions, the peers each `@mui/*` package needs in a
 * project, and for each date adapter of @mui/x-date-pickers the date libraries its code imports,
 * at the ranges the package's peer dependencies allow. An adapter whose library cannot be determined is left out of the table,
 * so exporting a demo that uses it fails with an error naming it.
 */
export function buildSandboxVersions(inputs: SandboxVersionInputs): SandboxVersions {
  const peers = inputs.datePickersPeerDependencies;
  const dateAdapters: Record<string, Record<string, string>> = {};
  for (const scan of [...inputs.adapters].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const libraries = [...new Set(scan.packages)]
      .filter((name) => name in peers && !isFrameworkPackage(name))
      .sort();
    const ranges = libraries.map(
      (library) =>
        [library, adapterRange(scan.name, library, peers[library], inputs.adapters)] as const,
    );
    if (ranges.length > 0 && ranges.every(([, range]) => range !== null)) {
      dateAdapters[scan.name] = Object.fromEntries(ranges as (readonly [string, string])[]);
    }
  }
  const packages = Object.fromEntries(
    Object.entries(inputs.installed).sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  const projectPeersOf = Object.fromEntries(
    Object.entries(inputs.muiPeers)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, declared]) => [name, projectPeers(declared, inputs.installed)]),
  );
  return { packages, dateAdapters, peers: projectPeersOf };
}
