import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database, StoreDialect } from './databaseSchema';
import { FeedbackStore } from './feedbackStore';
import { storeMigrations } from './migrations';
import type { StoreConfig } from './storeConfig';

export class StoreOpenError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreOpenError';
  }
}

const POSTGRES_POOL_SIZE = 10;
const MIGRATION_ATTEMPTS = 5;

/**
 * SQLite in WAL mode with `synchronous = FULL`: a commit returns only once the
 * WAL is on disk. Writers from other processes wait up to 5 s for the lock.
 */
function openSqlite(file: string): BetterSqlite3.Database {
  mkdirSync(path.dirname(file), { recursive: true });
  const database = new BetterSqlite3(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('busy_timeout = 5000');
  return database;
}

/** A pool whose every session commits synchronously, whatever the server's default. */
function openPostgresPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: POSTGRES_POOL_SIZE,
    options: '-c synchronous_commit=on',
  });
  pool.on('error', (error) => {
    // An idle client lost its connection; the pool replaces it on the next query.
    console.error(`PostgreSQL connection of the feedback store failed: ${error.message}`);
  });
  return pool;
}

function createKysely(config: StoreConfig): { db: Kysely<Database>; closeNow: () => void } {
  if (config.kind === 'sqlite') {
    const database = openSqlite(config.file);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
    return { db, closeNow: () => database.open && database.close() };
  }
  const pool = openPostgresPool(config.connectionString);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, closeNow: () => undefined };
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
        `Migrating the feedback store (${target}) failed${failed ? ` at ${failed}` : ''}: ${(error as Error).message}. Check that the database is reachable and writable, then restart.`,
        { cause: lastError },
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
  }
}

/** Opens the store and migrates it to the latest schema; the store is ready when this resolves. */
export async function openStore(config: StoreConfig): Promise<FeedbackStore> {
  const target = describeTarget(config);
  let created: ReturnType<typeof createKysely>;
  try {
    created = createKysely(config);
  } catch (error) {
    throw new StoreOpenError(
      `Opening the feedback store (${target}) failed: ${(error as Error).message}. Check the path and its permissions.`,
      { cause: error },
    );
  }
  try {
    await migrateToLatest(created.db, config.kind, target);
  } catch (error) {
    await created.db.destroy().catch(() => undefined);
    throw error instanceof StoreOpenError
      ? error
      : new StoreOpenError(
          `Opening the feedback store (${target}) failed: ${(error as Error).message}.`,
          { cause: error },
        );
  }
  return new FeedbackStore(created.db, config.kind, created.closeNow);
}
