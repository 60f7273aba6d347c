import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { VALID_SUBMISSION } from '../../server/feedback/badSubmissions';
import { expect, test } from './fixtures';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 30 s.`);
}

test.describe('graceful shutdown', () => {
  test.setTimeout(120_000);

  test('SIGTERM to npm start finishes in-flight writes: every 201 is stored', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mui-docs-shutdown-'));
    const file = path.join(dir, 'feedback.sqlite');
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const server = spawn(process.execPath, ['scripts/start.mjs'], {
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        FEEDBACK_SQLITE_FILE: file,
        FEEDBACK_RATE_LIMIT: '100000',
      },
    });
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    try {
      await waitUntilServing(`${origin}/`);
      let answered = 0;
      let signalled = false;
      let acknowledgedAfterSignal = 0;
      const body = JSON.stringify(VALID_SUBMISSION);
      const results = await Promise.all(
        Array.from({ length: 200 }, async () => {
          try {
            const response = await fetch(`${origin}/api/feedback`, {
              method: 'POST',
              headers: { origin, 'content-type': 'application/json' },
              body,
            });
            const result = {
              status: response.status,
              id: ((await response.json()) as { id?: number }).id,
            };
            if (signalled && result.status === 201) {
              acknowledgedAfterSignal += 1;
            }
            return result;
          } catch {
            // Refused or reset: the server had stopped accepting connections.
            return { status: 0, id: undefined };
          } finally {
            answered += 1;
            if (answered === 20) {
              signalled = true;
              server.kill('SIGTERM');
            }
          }
        }),
      );
      expect(await exited).toBe(0);
      const acknowledged = results.filter((result) => result.status === 201);
      // Requests already running when the signal came still got their answer…
      expect(acknowledgedAfterSignal).toBeGreaterThan(0);
      // …no request failed half-way with a server error…
      expect(results.filter((result) => result.status !== 201 && result.status !== 0)).toEqual([]);
      // …and the store holds exactly the acknowledged writes.
      const database = new BetterSqlite3(file, { readonly: true });
      const ids = database.prepare('select id from feedback order by id').pluck().all() as number[];
      database.close();
      expect(ids).toEqual(acknowledged.map((result) => result.id).sort((a, b) => a! - b!));
    } finally {
      if (server.exitCode === null) {
        server.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
