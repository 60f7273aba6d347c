import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database, StoreDialect } from './databaseSchema';
import { DocsStore } from './docsStore';
import { storeMigrations } from './migrations';
import { SqliteWorkerDialect } from './sqliteWorkerDialect';
import type { StoreConfig } from './storeConfig';

export class StoreOpenError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreOpenError';
  }
}

const POSTGRES_POOL_SIZE = 10;
const MIGRATION_ATTEMPTS = 5;

/** A pool whose every session commits synchronously, whatever the server's default. */
function openPostgresPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: POSTGRES_POOL_SIZE,
    options: '-c synchronous_commit=on',
  });
  pool.on('error', (error) => {
    // An idle client lost its connection; the pool replaces it on the next query.
    console.error(`PostgreSQL connection of the store failed: ${error.message}`);
  });
  return pool;
}

/**
 * SQLite runs on a worker thread (WAL, `synchronous = FULL`: see sqliteWorker.cjs);
 * PostgreSQL through a pool.
 */
function createKysely(config: StoreConfig): Kysely<Database> {
  if (config.kind === 'sqlite') {
    return new Kysely<Database>({ dialect: new SqliteWorkerDialect(config.file) });
  }
  const pool = openPostgresPool(config.connectionString);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

function describeTarget(config: StoreConfig): string {
  if (config.kind === 'sqlite') {
    return `SQLite file ${config.file}`;
  }
  const url = new URL(config.connectionString);
  return `PostgreSQL database ${url.pathname.slice(1) || '(default)'} on ${url.host}`;
}

/**
 * Brings the schema to the latest version. Two processes starting together on
 * one fresh database can collide (SQLite's busy snapshot, PostgreSQL's
 * concurrent `create table if not exists`): the loser retries and then finds
 * the work done.
 */
async function migrateToLatest(db: Kysely<Database>, dialect: StoreDialect, target: string) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => storeMigrations(dialect) },
  });
  let lastError: unknown;
  for (let attempt = 1; attempt <= MIGRATION_ATTEMPTS; attempt += 1) {
    const { error, results } = await migrator.migrateToLatest();
    if (!error) {
      return;
    }
    lastError = error;
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    if (attempt === MIGRATION_ATTEMPTS) {
      throw new StoreOpenError(
        `Migrating the store (${target}) failed${failed ? ` at ${failed}` : ''}: ${(error as Error).message}. Check that the database is reachable and writable, then restart.`,
        { cause: lastError },
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
  }
}

/** Opens the store and migrates it to the latest schema; the store is ready when this resolves. */
export async function openStore(config: StoreConfig): Promise<DocsStore> {
  const target = describeTarget(config);
  const db = createKysely(config);
  try {
    await migrateToLatest(db, config.kind, target);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error instanceof StoreOpenError
      ? error
      : new StoreOpenError(`Opening the store (${target}) failed: ${(error as Error).message}.`, {
          cause: error,
        });
  }
  return new DocsStore(db, config.kind);
}
