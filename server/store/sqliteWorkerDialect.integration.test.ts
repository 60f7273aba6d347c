import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, sql, type Generated } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteWorkerDialect, SqliteWorkerError } from './sqliteWorkerDialect';

interface TestDatabase {
  item: { id: Generated<number>; label: string };
}

describe('SqliteWorkerDialect', () => {
  let dir: string;
  let file: string;
  let db: Kysely<TestDatabase>;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mui-docs-sqlite-worker-'));
    file = path.join(dir, 'nested', 'test.sqlite');
    db = new Kysely<TestDatabase>({ dialect: new SqliteWorkerDialect(file) });
    await sql`create table item (id integer primary key, label text not null check (label <> ''))`.execute(
      db,
    );
  });

  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the file in WAL mode and commits for other connections to see', async () => {
    const { insertId } = await db.insertInto('item').values({ label: 'first' }).executeTakeFirst();
    expect(insertId).toBe(1n);
    const reader = new BetterSqlite3(file, { readonly: true });
    expect(reader.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(reader.prepare('select label from item').all()).toEqual([{ label: 'first' }]);
    reader.close();
  });

  it("rejects a failing statement with SQLite's code and keeps working", async () => {
    const failing = db.insertInto('item').values({ label: '' }).execute();
    await expect(failing).rejects.toThrow(SqliteWorkerError);
    await expect(failing).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_CHECK' });
    await db.insertInto('item').values({ label: 'after' }).execute();
    expect(await db.selectFrom('item').select('label').execute()).toEqual([{ label: 'after' }]);
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      db.transaction().execute(async (transaction) => {
        await transaction.insertInto('item').values({ label: 'kept?' }).execute();
        await transaction.insertInto('item').values({ label: '' }).execute();
      }),
    ).rejects.toThrow(/CHECK constraint/);
    expect(await db.selectFrom('item').selectAll().execute()).toEqual([]);
  });

  it('hands the connection to transactions first come, first served', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        db.transaction().execute(async (transaction) => {
          await transaction
            .insertInto('item')
            .values({ label: `t${index}` })
            .execute();
          await transaction.selectFrom('item').select('id').execute();
        }),
      ),
    );
    const labels = (await db.selectFrom('item').select('label').orderBy('id').execute()).map(
      (row) => row.label,
    );
    expect(labels).toEqual(Array.from({ length: 20 }, (_, index) => `t${index}`));
  });

  it('names the file it could not open', async () => {
    const blocker = path.join(dir, 'a-file');
    writeFileSync(blocker, '');
    const broken = new Kysely<TestDatabase>({
      dialect: new SqliteWorkerDialect(path.join(blocker, 'test.sqlite')),
    });
    await expect(sql`select 1`.execute(broken)).rejects.toThrow(
      new RegExp(`Opening ${blocker}/test.sqlite failed`),
    );
  });

  it('starts a new thread on the same file after the thread crashed', async () => {
    const threads: Worker[] = [];
    const crashing = new Kysely<TestDatabase>({
      dialect: new SqliteWorkerDialect(file, { onWorkerStart: (worker) => threads.push(worker) }),
    });
    try {
      await crashing.insertInto('item').values({ label: 'before' }).execute();
      const ended = new Promise((resolve) => threads[0].once('exit', resolve));
      await threads[0].terminate();
      await ended;
      await crashing.insertInto('item').values({ label: 'after' }).execute();
      expect(threads).toHaveLength(2);
      const labels = await crashing.selectFrom('item').select('label').orderBy('id').execute();
      expect(labels).toEqual([{ label: 'before' }, { label: 'after' }]);
    } finally {
      await crashing.destroy();
    }
  });

  it('ends the worker thread on destroy; later queries fail', async () => {
    await db.destroy();
    await expect(db.selectFrom('item').selectAll().execute()).rejects.toThrow();
  });
});
