import path from 'node:path';

/** Environment variables, as `process.env` holds them. */
export type Environment = Readonly<Record<string, string | undefined>>;

/** Where the store keeps its data: an SQLite file (the default) or a PostgreSQL database. */
export type StoreConfig =
  { kind: 'sqlite'; file: string } | { kind: 'postgres'; connectionString: string };

export const DEFAULT_SQLITE_FILE = path.join('data', 'feedback.sqlite');

export class StoreConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreConfigError';
  }
}

/**
 * PostgreSQL when `DATABASE_URL` is set, otherwise SQLite in
 * `FEEDBACK_SQLITE_FILE` (default `data/feedback.sqlite`, relative to `cwd`).
 */
export function storeConfigFromEnv(env: Environment, cwd: string = process.cwd()): StoreConfig {
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
      throw new StoreConfigError(
        `DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database); it starts with "${databaseUrl.split(':')[0]}:". Unset it to use the embedded SQLite store.`,
      );
    }
    return { kind: 'postgres', connectionString: databaseUrl };
  }
  const file = env.FEEDBACK_SQLITE_FILE?.trim() || DEFAULT_SQLITE_FILE;
  return { kind: 'sqlite', file: path.resolve(cwd, file) };
}
