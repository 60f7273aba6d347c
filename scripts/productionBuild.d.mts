export declare const ROOT: string;
export declare const NEXT_BIN: string;

export declare function sourceHash(
  root?: string,
  env?: Readonly<Record<string, string | undefined>>,
): string;

export declare function hasCurrentBuild(
  root?: string,
  env?: Readonly<Record<string, string | undefined>>,
): boolean;

export declare function buildRecordingHash(
  build: () => void,
  root?: string,
  env?: Readonly<Record<string, string | undefined>>,
): void;

export declare function runBuild(): number;

export declare function ensureBuild(): boolean;

export declare function assertPortFree(port: number): Promise<void>;

export declare function startServer(
  port: number,
  options?: { stdio?: 'inherit' | 'pipe' | 'ignore'; detached?: boolean },
): { child: import('node:child_process').ChildProcess; stop(signal?: NodeJS.Signals): void };
