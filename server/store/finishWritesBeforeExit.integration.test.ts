import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const SUBMISSIONS = 40;

/**
 * A process that opens the shared store, queues submissions without waiting for them
 * and exits at once, as `next start` does once its last request has been answered.
 */
function exitingProcess(finishWrites: boolean): string {
  // tsx loads the project's TypeScript as CommonJS: the exports arrive as `default`.
  const load = (name: string) =>
    `(await import(${JSON.stringify(path.join(import.meta.dirname, name))})).default`;
  return `
    const { getSharedStore } = ${load('sharedStore.ts')};
    const { finishWritesBeforeExit } = ${load('finishWritesBeforeExit.ts')};
    ${finishWrites ? 'finishWritesBeforeExit();' : ''}
    const store = await getSharedStore();
    for (let index = 0; index < ${SUBMISSIONS}; index += 1) {
      void store.submitFeedback({
        clientKey: 'client-' + index,
        limit: { max: 10, windowSeconds: 60 },
        feedback: {
          pathname: '/x/introduction/installation', rating: 'yes', comment: 'queued ' + index,
          section: null, language: 'en', productId: 'x', version: '6',
        },
        now: Date.now(),
      });
    }
    process.exit(0);
  `;
}

describe('finishWritesBeforeExit', () => {
  let dir: string;

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function storedAfterExit(finishWrites: boolean) {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mui-docs-exit-'));
    const file = path.join(dir, 'feedback.sqlite');
    await run(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', exitingProcess(finishWrites)],
      { env: { ...process.env, FEEDBACK_SQLITE_FILE: file, DATABASE_URL: '' }, timeout: 30_000 },
    );
    // A closed SQLite database has checkpointed and deleted its write-ahead log.
    const walLeft = existsSync(`${file}-wal`);
    const database = new BetterSqlite3(file, { readonly: true });
    const stored = database.prepare('select count(*) from feedback').pluck().get();
    database.close();
    return { stored, walLeft };
  }

  it('lets queued writes commit and the SQLite worker close before the process ends', async () => {
    expect(await storedAfterExit(true)).toEqual({ stored: SUBMISSIONS, walLeft: false });
  });

  it('is what keeps them: a bare process.exit ends the worker before they are written', async () => {
    expect((await storedAfterExit(false)).stored).toBe(0);
  });
});
