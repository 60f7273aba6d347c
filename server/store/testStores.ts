import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { StoreDialect } from './databaseSchema';
import type { DocsStore } from './docsStore';
import { openStore } from './openStore';
import type { StoreConfig } from './storeConfig';

/** The backends every store suite runs against. */
export const TEST_BACKENDS: readonly StoreDialect[] = ['sqlite', 'postgres'];

export interface TestDatabase {
  config: StoreConfig;
  /** Opens a store on this database (as a new process would). */
  open(): Promise<DocsStore>;
  /** Deletes the database; close its stores first. */
  remove(): Promise<void>;
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `feedback_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const config: StoreConfig = { kind: 'postgres', connectionString: url.toString() };
  return {
    config,
    open: () => openStore(config),
    async remove() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // A closed pool has asked its connections to end; wait until the server has let them
        // go, so dropping doesn't cut them (which they would report as errors).
        for (let attempt = 0; attempt < 100; attempt += 1) {
          const { rows } = await client.query<{ connections: number }>(
            'select count(*)::int as connections from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0].connections === 0) {
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

function createSqliteDatabase(): TestDatabase {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mui-docs-feedback-test-'));
  const config: StoreConfig = { kind: 'sqlite', file: path.join(dir, 'feedback.sqlite') };
  return {
    config,
    open: () => openStore(config),
    async remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh, empty database of a backend: a temporary SQLite file, or a new
 * database in the test PostgreSQL cluster (`postgresAdminUrl`).
 */
export function createTestDatabase(
  backend: StoreDialect,
  postgresAdminUrl: string,
): Promise<TestDatabase> {
  return backend === 'sqlite'
    ? Promise.resolve(createSqliteDatabase())
    : createPostgresDatabase(postgresAdminUrl);
}
