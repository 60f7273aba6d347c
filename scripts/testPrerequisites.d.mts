export interface Prerequisite {
  debianPackage: 'chromium' | 'postgresql';
  override: 'CHROME_PATH' | 'PG_BIN';
  usedBy: string;
}

export declare const PREREQUISITES: readonly Prerequisite[];

export type PrerequisiteProbes = Record<Prerequisite['debianPackage'], () => boolean>;

export declare const SYSTEM_PROBES: PrerequisiteProbes;

export declare function missingPackages(
  env: Readonly<Record<string, string | undefined>>,
  probes: PrerequisiteProbes,
): string[];

export type PrerequisitePlan =
  | { action: 'none' }
  | { action: 'install'; commands: string[][] }
  | { action: 'stop'; message: string };

export declare function prerequisitePlan(
  missing: readonly string[],
  isRoot: boolean,
): PrerequisitePlan;
