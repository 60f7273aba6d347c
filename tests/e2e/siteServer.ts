import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { startPostgresCluster } from '../../scripts/postgresCluster.mjs';
import { E2E_ADMIN_TOKEN, E2E_EVENTS_RATE_LIMIT } from './feedbackServerSettings';

/** The two feedback stores the server supports: SQLite by default, PostgreSQL with DATABASE_URL. */
export type StoreKind = 'sqlite' | 'postgres';
export const STORE_KINDS: readonly StoreKind[] = ['sqlite', 'postgres'];

/**
 * A store of its own for one site server, kept across restarts of that server: a SQLite file in
 * a temporary folder, or a throwaway PostgreSQL cluster. Reads go straight to the store, as an
 * operator would look, never through the server under test.
 */
export interface TestStore {
  kind: StoreKind;
  /** The environment that points `npm start` at this store. */
  env: Record<string, string>;
  /** Ids of the stored feedback records, ascending. */
  feedbackIds(): Promise<number[]>;
  /**
   * What the store's own consistency check reports: `ok` when sound (SQLite's
   * `PRAGMA integrity_check`; for PostgreSQL, the table's unique ids and its index agree).
   */
  integrity(): Promise<string>;
  remove(): Promise<void>;
}

export async function createTestStore(kind: StoreKind): Promise<TestStore> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mui-docs-store-'));
    const file = path.join(dir, 'feedback.sqlite');
    const read = <T>(query: (database: BetterSqlite3.Database) => T): T => {
      const database = new BetterSqlite3(file, { readonly: true });
      try {
        return query(database);
      } finally {
        database.close();
      }
    };
    return {
      kind,
      env: { FEEDBACK_SQLITE_FILE: file, DATABASE_URL: '' },
      feedbackIds: async () =>
        read((database) =>
          database.prepare('select id from feedback order by id').pluck().all(),
        ) as number[],
      integrity: async () =>
        read((database) => database.prepare('pragma integrity_check').pluck().get()) as string,
      remove: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const cluster = await startPostgresCluster();
  /** Runs the statements in one session and returns the rows of the last. */
  const query = async <T>(...statements: string[]): Promise<T[]> => {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      let rows: unknown[] = [];
      for (const sql of statements) {
        rows = (await client.query(sql)).rows;
      }
      return rows as T[];
    } finally {
      await client.end();
    }
  };
  return {
    kind,
    env: { DATABASE_URL: cluster.url },
    feedbackIds: async () =>
      (await query<{ id: string }>('select id from feedback order by id')).map((row) =>
        Number(row.id),
      ),
    integrity: async () => {
      // A sequential scan and an index scan of the same table must see the same rows.
      const [counts] = await query<{ rows: string; distinct_ids: string }>(
        'select count(*) as rows, count(distinct id) as distinct_ids from feedback',
      );
      const [indexed] = await query<{ rows: string }>(
        'set enable_seqscan = off',
        'select count(*) as rows from feedback where id > 0',
      );
      return counts.rows === counts.distinct_ids && counts.rows === indexed.rows
        ? 'ok'
        : `rows ${counts.rows}, distinct ids ${counts.distinct_ids}, by index ${indexed.rows}`;
    },
    remove: () => cluster.stop(),
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) {
      throw new Error(`The site server exited with ${server.exitCode} before serving ${url}.`);
    }
    try {
      if ((await fetch(url)).ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 60 s.`);
}

/** `npm start` (scripts/start.mjs) serving the current production build on a store of the test's. */
export interface SiteServer {
  origin: string;
  process: ChildProcess;
  /** Resolves with the exit code once the server has exited. */
  exited: Promise<number | null>;
  /** SIGKILL to the server's whole process group (the start script and Next's worker). */
  killHard(): void;
  /** Stops it as `npm start` is stopped (SIGTERM to the start script) and waits for the exit. */
  stop(): Promise<number | null>;
}

/**
 * Starts the site as production does, with the settings of the browser tests' own server
 * (playwright.config.ts), in a process group of its own so a test can kill all of it.
 */
export async function startSite(
  store: TestStore,
  env: Record<string, string> = {},
): Promise<SiteServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: 'ignore',
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      FEEDBACK_ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      FEEDBACK_TRUST_PROXY: '1',
      EVENTS_RATE_LIMIT: String(E2E_EVENTS_RATE_LIMIT),
      ...store.env,
      ...env,
    },
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  const site: SiteServer = {
    origin,
    process: child,
    exited,
    killHard: () => signalGroup('SIGKILL'),
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
  try {
    await waitUntilServing(`${origin}/`, child);
  } catch (error) {
    site.killHard();
    throw error;
  }
  return site;
}
