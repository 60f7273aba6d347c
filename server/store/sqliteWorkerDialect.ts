import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/**
 * The worker's source. Resolved from the working directory: Next.js bundles
 * this module, so its own location says nothing; `npm start`, the tests and
 * the scripts all run from the project root.
 */
export const SQLITE_WORKER_FILE = path.resolve(
  process.cwd(),
  'server',
  'store',
  'sqliteWorker.cjs',
);

export class SqliteWorkerError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'SqliteWorkerError';
  }
}

interface WorkerAnswer {
  id: number;
  rows: unknown[];
  changes?: number;
  lastInsertRowid?: number | bigint;
  error?: { message: string; code?: string };
}

/** One SQLite database on a worker thread, answering statements in the order they were sent. */
class SqliteWorkerConnection implements DatabaseConnection {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (answer: WorkerAnswer) => void; reject: (error: Error) => void }
  >();
  private failure: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (answer: WorkerAnswer) => {
      const waiting = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (answer.error) {
        waiting?.reject(new SqliteWorkerError(answer.error.message, answer.error.code));
      } else {
        waiting?.resolve(answer);
      }
    });
    worker.on('exit', () => this.fail(new SqliteWorkerError('The SQLite worker thread ended.')));
    worker.on('error', (error) => this.fail(error));
  }

  /** Whether the thread ended other than by `close()` (a crash): the connection is unusable. */
  get failed(): boolean {
    return this.failure !== null;
  }

  static open(file: string, onStart?: (worker: Worker) => void): Promise<SqliteWorkerConnection> {
    if (!existsSync(SQLITE_WORKER_FILE)) {
      throw new SqliteWorkerError(
        `The SQLite worker is missing at ${SQLITE_WORKER_FILE}: start the server from the project root.`,
      );
    }
    // No flags of the main thread (`--inspect`, loaders, `--eval`...): the worker is plain CommonJS.
    const worker = new Worker(SQLITE_WORKER_FILE, { workerData: { file }, execArgv: [] });
    onStart?.(worker);
    return new Promise((resolve, reject) => {
      const onMessage = (message: { type?: string; message?: string }) => {
        if (message.type === 'ready') {
          worker.off('message', onMessage);
          resolve(new SqliteWorkerConnection(worker));
        } else if (message.type === 'failed') {
          reject(new SqliteWorkerError(`Opening ${file} failed: ${message.message}`));
        }
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiting of this.pending.values()) {
      waiting.reject(error);
    }
    this.pending.clear();
  }

  async executeQuery<Row>(query: CompiledQuery): Promise<QueryResult<Row>> {
    if (this.failure) {
      throw this.failure;
    }
    const id = this.nextId++;
    const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, sql: query.sql, parameters: query.parameters });
    });
    if (answer.changes === undefined) {
      return { rows: answer.rows as Row[] };
    }
    return {
      rows: [],
      numAffectedRows: BigInt(answer.changes),
      insertId: answer.lastInsertRowid === undefined ? undefined : BigInt(answer.lastInsertRowid),
    };
  }

  async *streamQuery<Row>(): AsyncIterableIterator<QueryResult<Row>> {
    throw new SqliteWorkerError('The SQLite worker does not stream results; use execute().');
  }

  /** Closes the database on the worker and waits for the thread to end. */
  async close(): Promise<void> {
    if (this.failure) {
      return;
    }
    const ended = new Promise<void>((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.postMessage({ type: 'close' });
    await ended;
  }
}

/** A first-in-first-out lock: the one SQLite connection goes to its callers in turn. */
class FifoLock {
  private tail: Promise<void> = Promise.resolve();
  private releases: Array<() => void> = [];

  async acquire(): Promise<void> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise((resolve) => (release = resolve));
    this.releases.push(release);
    await previous;
  }

  release(): void {
    this.releases.shift()?.();
  }
}

class SqliteWorkerDriver implements Driver {
  private connection: SqliteWorkerConnection | null = null;
  private destroyed = false;
  private readonly lock = new FifoLock();

  constructor(
    private readonly file: string,
    private readonly options: SqliteWorkerDialectOptions,
  ) {}

  async init(): Promise<void> {
    this.connection = await SqliteWorkerConnection.open(this.file, this.options.onWorkerStart);
  }

  /**
   * The connection, in turn. A thread that crashed failed the statements it held; the next
   * caller gets a new thread on the same file rather than an error until the server restarts.
   */
  async acquireConnection(): Promise<DatabaseConnection> {
    await this.lock.acquire();
    if (this.connection?.failed && !this.destroyed) {
      try {
        this.connection = await SqliteWorkerConnection.open(this.file, this.options.onWorkerStart);
      } catch (error) {
        this.lock.release();
        throw error;
      }
    }
    return this.connection!;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    // Take the write lock at once: a transaction that reads first could not
    // upgrade to writing if another process wrote in between.
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    this.lock.release();
  }

  async destroy(): Promise<void> {
    this.destroyed = true;
    await this.connection?.close();
  }
}

export interface SqliteWorkerDialectOptions {
  /** Called with each thread as it starts (a first one, and one after each crash). */
  onWorkerStart?: (worker: Worker) => void;
}

/**
 * Kysely's SQLite dialect with the connection on a worker thread (see
 * sqliteWorker.cjs): the same SQL, adapter and introspection as Kysely's own
 * `SqliteDialect`, a FIFO lock instead of its mutex, and no blocking I/O on
 * the main thread.
 */
export class SqliteWorkerDialect implements Dialect {
  constructor(
    private readonly file: string,
    private readonly options: SqliteWorkerDialectOptions = {},
  ) {}

  createAdapter() {
    return new SqliteAdapter();
  }

  createDriver(): Driver {
    return new SqliteWorkerDriver(this.file, this.options);
  }

  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
}
