import { sql } from 'kysely';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { DocsStore, NewFeedback } from './docsStore';
import { StoreClosedError } from './docsStore';
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from './testStores';

const FEEDBACK: NewFeedback = {
  pathname: '/x/introduction/installation',
  rating: 'yes',
  comment: null,
  section: null,
  language: 'en',
  productId: 'x',
  version: '6',
};

describe.each(TEST_BACKENDS)('store on %s', (backend) => {
  let database: TestDatabase;
  const opened: DocsStore[] = [];

  async function freshStore(): Promise<DocsStore> {
    database = await createTestDatabase(backend, inject('postgresUrl'));
    return reopen();
  }

  async function reopen(): Promise<DocsStore> {
    const store = await database.open();
    opened.push(store);
    return store;
  }

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
    await database?.remove();
  });

  it('creates its schema on first open and records each migration once', async () => {
    const store = await freshStore();
    expect(store.dialect).toBe(backend);
    await reopen();
    const migrations = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(store.db);
    expect(migrations.rows.map((row) => row.name)).toEqual([
      '0001_create_feedback',
      '0002_create_feedback_rate_limit',
      '0003_create_analytics_event_count',
      '0004_create_server_secret',
    ]);
    expect(await store.listFeedback()).toEqual([]);
  });

  it('commits durably: WAL with synchronous FULL, or synchronous_commit on', async () => {
    const store = await freshStore();
    if (backend === 'sqlite') {
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(store.db);
      const synchronous = await sql<{ synchronous: number }>`pragma synchronous`.execute(store.db);
      expect(journal.rows).toEqual([{ journal_mode: 'wal' }]);
      // 2 is FULL: every commit waits for the write-ahead log to reach the disk.
      expect(synchronous.rows).toEqual([{ synchronous: 2 }]);
      return;
    }
    // Even where the database's default acknowledges commits before they are flushed, every
    // connection of the pool commits synchronously.
    const current = await sql<{ name: string }>`select current_database() as name`.execute(
      store.db,
    );
    await sql`alter database ${sql.id(current.rows[0].name)} set synchronous_commit = off`.execute(
      store.db,
    );
    const reopened = await reopen();
    const settings = await Promise.all(
      Array.from({ length: 3 }, () =>
        reopened.db
          .transaction()
          .execute((transaction) =>
            sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(transaction),
          ),
      ),
    );
    expect(settings.map((result) => result.rows[0].synchronous_commit)).toEqual(['on', 'on', 'on']);
  });

  it('lets two processes open a fresh database at once', async () => {
    database = await createTestDatabase(backend, inject('postgresUrl'));
    const stores = await Promise.all([reopen(), reopen(), reopen()]);
    await stores[0].insertFeedback(FEEDBACK);
    expect(await stores[2].listFeedback()).toHaveLength(1);
  });

  it('stores a comment verbatim as plain text and lists records oldest first', async () => {
    const store = await freshStore();
    const comment = '<script>alert("x")</script>\nLine two — 中文 & "quotes"';
    const first = await store.insertFeedback(
      { ...FEEDBACK, rating: 'no', comment, section: 'install-it' },
      new Date('2025-01-02T03:04:05.678Z'),
    );
    const second = await store.insertFeedback({ ...FEEDBACK, pathname: '/x/introduction' });
    expect(second).toBeGreaterThan(first);
    const records = await store.listFeedback();
    expect(records).toEqual([
      {
        id: first,
        createdAt: '2025-01-02T03:04:05.678Z',
        pathname: '/x/introduction/installation',
        section: 'install-it',
        rating: 'no',
        comment,
        language: 'en',
        productId: 'x',
        version: '6',
      },
      expect.objectContaining({ id: second, pathname: '/x/introduction', comment: null }),
    ]);
  });

  it('keeps every acknowledged write across a restart', async () => {
    const store = await freshStore();
    const ids = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        store.insertFeedback({ ...FEEDBACK, comment: `comment ${index}` }),
      ),
    );
    expect(new Set(ids).size).toBe(50);
    await store.close();
    const restarted = await reopen();
    const records = await restarted.listFeedback();
    expect(records.map((record) => record.id).sort((a, b) => a - b)).toEqual(
      [...ids].sort((a, b) => a - b),
    );
  });

  it('refuses a rating other than yes or no at the database level too', async () => {
    const store = await freshStore();
    await expect(
      store.insertFeedback({ ...FEEDBACK, rating: 'maybe' as NewFeedback['rating'] }),
    ).rejects.toThrow(/feedback_rating_check|CHECK constraint/i);
    expect(await store.listFeedback()).toEqual([]);
  });

  it('summarizes yes, no and comments per page, the most "no" first', async () => {
    const store = await freshStore();
    const rows: Array<Partial<NewFeedback>> = [
      { pathname: '/x/introduction', rating: 'yes', comment: 'good' },
      { pathname: '/x/introduction', rating: 'yes' },
      { pathname: '/x/introduction', rating: 'no', comment: 'unclear' },
      { pathname: '/x/react-charts', rating: 'no' },
      { pathname: '/x/react-charts', rating: 'no', comment: 'broken demo' },
      { pathname: '/x/whats-new', rating: 'yes' },
    ];
    for (const row of rows) {
      await store.insertFeedback({ ...FEEDBACK, ...row });
    }
    expect(await store.summarizeFeedback()).toEqual([
      { pathname: '/x/react-charts', yes: 0, no: 2, comments: 1 },
      { pathname: '/x/introduction', yes: 2, no: 1, comments: 2 },
      { pathname: '/x/whats-new', yes: 1, no: 0, comments: 0 },
    ]);
  });

  describe('rate limit', () => {
    const LIMIT = { max: 3, windowSeconds: 60 };
    const WINDOW_START = 1_000 * 60_000;

    it('allows max attempts per window, then refuses', async () => {
      const store = await freshStore();
      const decisions = [];
      for (let index = 0; index < 5; index += 1) {
        decisions.push(await store.recordAttempt('client-a', LIMIT, WINDOW_START + index * 1000));
      }
      expect(decisions.map((decision) => decision.allowed)).toEqual([
        true,
        true,
        true,
        false,
        false,
      ]);
      // 3 attempts in this window: the next one fits once a third of them has slid out of
      // the window, 20 s into the next one (3 × 2/3 + 1 = 3): 80 s after the window began.
      expect(decisions[3].retryAfterSeconds).toBe(77);
      expect((await store.recordAttempt('client-b', LIMIT, WINDOW_START + 5000)).allowed).toBe(
        true,
      );
    });

    it('weighs the previous window by its overlap (sliding window)', async () => {
      const store = await freshStore();
      for (let index = 0; index < 4; index += 1) {
        await store.recordAttempt('client-a', LIMIT, WINDOW_START + index);
      }
      // Half-way through the next window: the 3 counted (the 4th was refused, so not
      // counted) weigh 3 × 0.5, plus this one: 2.5 attempts; one more makes 3.5.
      const halfWay = WINDOW_START + 90_000;
      expect(await store.recordAttempt('client-a', LIMIT, halfWay)).toMatchObject({
        allowed: true,
        attempts: 2.5,
      });
      expect((await store.recordAttempt('client-a', LIMIT, halfWay)).allowed).toBe(false);
      // Two windows later the old attempts no longer count.
      expect((await store.recordAttempt('client-a', LIMIT, WINDOW_START + 180_000)).allowed).toBe(
        true,
      );
    });

    it('advertises the true wait: refused a second before Retry-After, accepted at it', async () => {
      const store = await freshStore();
      const limit = { max: 10, windowSeconds: 60 };
      // A client that keeps retrying while refused, as the client did: 14 attempts
      // early in one window, then more spread over the next.
      const times = [
        ...Array.from({ length: 14 }, (_, index) => WINDOW_START + 1000 + index * 100),
        ...Array.from({ length: 6 }, (_, index) => WINDOW_START + 61_000 + index * 7000),
      ];
      let refusals = 0;
      for (const time of times) {
        const decision = await store.recordAttempt('client-a', limit, time);
        if (decision.allowed) {
          continue;
        }
        refusals += 1;
        const wait = decision.retryAfterSeconds * 1000;
        // Probing does not change the answer: refused attempts are not counted.
        const early = await store.recordAttempt('client-a', limit, time + wait - 1000);
        expect(early.allowed).toBe(false);
        expect(early.retryAfterSeconds).toBe(1);
        expect((await store.recordAttempt('client-a', limit, time + wait)).allowed).toBe(true);
        break;
      }
      expect(refusals).toBe(1);
    });

    it('holds across restarts and processes sharing the database', async () => {
      const first = await freshStore();
      const second = await reopen();
      await first.recordAttempt('client-a', LIMIT, WINDOW_START);
      await second.recordAttempt('client-a', LIMIT, WINDOW_START + 1);
      await first.close();
      const restarted = await reopen();
      expect((await restarted.recordAttempt('client-a', LIMIT, WINDOW_START + 2)).allowed).toBe(
        true,
      );
      expect((await second.recordAttempt('client-a', LIMIT, WINDOW_START + 3)).allowed).toBe(false);
    });

    it('counts concurrent attempts exactly', async () => {
      const store = await freshStore();
      const decisions = await Promise.all(
        Array.from({ length: 20 }, () => store.recordAttempt('client-a', LIMIT, WINDOW_START)),
      );
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3);
    });

    it('forgets windows no decision needs any more', async () => {
      const store = await freshStore();
      await store.recordAttempt('client-a', LIMIT, WINDOW_START);
      await store.recordAttempt('client-b', LIMIT, WINDOW_START + 60_000);
      await store.recordAttempt('client-c', LIMIT, WINDOW_START + 120_000);
      const rows = await store.db
        .selectFrom('feedback_rate_limit')
        .select(['client_key'])
        .orderBy('client_key')
        .execute();
      expect(rows.map((row) => row.client_key)).toEqual(['client-b', 'client-c']);
    });
  });

  describe('submitFeedback (rate limit and write in one transaction, grouped)', () => {
    const LIMIT = { max: 3, windowSeconds: 60 };
    const NOW = 1_000 * 60_000;

    it('stores what is within the limit, refuses the rest, all at once', async () => {
      const store = await freshStore();
      const outcomes = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          store.submitFeedback({
            clientKey: 'client-a',
            limit: LIMIT,
            feedback: { ...FEEDBACK, comment: `attempt ${index}` },
            now: NOW,
          }),
        ),
      );
      expect(outcomes.slice(0, 3)).toEqual([
        { accepted: true, id: expect.any(Number) },
        { accepted: true, id: expect.any(Number) },
        { accepted: true, id: expect.any(Number) },
      ]);
      expect(outcomes.slice(3)).toEqual(Array(5).fill({ accepted: false, retryAfterSeconds: 80 }));
      const stored = await store.listFeedback();
      expect(stored.map((record) => record.comment)).toEqual([
        'attempt 0',
        'attempt 1',
        'attempt 2',
      ]);
      expect(stored[0].createdAt).toBe(new Date(NOW).toISOString());
    });

    it('keeps every accepted submission of many concurrent clients, each id once', async () => {
      const store = await freshStore();
      const outcomes = await Promise.all(
        Array.from({ length: 300 }, (_, index) =>
          store.submitFeedback({
            clientKey: `client-${index % 100}`,
            limit: LIMIT,
            feedback: FEEDBACK,
            now: NOW,
          }),
        ),
      );
      const ids = outcomes.flatMap((outcome) => (outcome.accepted ? [outcome.id] : []));
      expect(ids).toHaveLength(300);
      expect(new Set(ids).size).toBe(300);
      expect((await store.listFeedback()).length).toBe(300);
    });

    it('answers only once committed: another process sees each accepted write', async () => {
      const store = await freshStore();
      const reader = await reopen();
      for (let index = 0; index < 5; index += 1) {
        const outcome = await store.submitFeedback({
          clientKey: `client-${index}`,
          limit: LIMIT,
          feedback: { ...FEEDBACK, comment: `seen ${index}` },
          now: NOW,
        });
        expect(outcome.accepted).toBe(true);
        const seen = await reader.listFeedback();
        expect(seen.at(-1)).toMatchObject({ comment: `seen ${index}` });
      }
    });

    it('is finished by close() before the connection goes', async () => {
      const store = await freshStore();
      const queued = Array.from({ length: 20 }, () =>
        store.submitFeedback({
          clientKey: 'client-a',
          limit: { max: 100, windowSeconds: 60 },
          feedback: FEEDBACK,
          now: NOW,
        }),
      );
      await store.close();
      const outcomes = await Promise.all(queued);
      expect(outcomes.every((outcome) => outcome.accepted)).toBe(true);
      const restarted = await reopen();
      expect((await restarted.listFeedback()).length).toBe(20);
    });
  });

  describe('close', () => {
    it('lets running writes finish, then refuses new ones', async () => {
      const store = await freshStore();
      const running = Array.from({ length: 10 }, (_, index) =>
        store.insertFeedback({ ...FEEDBACK, comment: `in flight ${index}` }),
      );
      const closing = store.close();
      await expect(store.insertFeedback(FEEDBACK)).rejects.toThrow(StoreClosedError);
      const ids = await Promise.all(running);
      await closing;
      const restarted = await reopen();
      const stored = (await restarted.listFeedback()).map((record) => record.id);
      expect(stored).toEqual([...ids].sort((a, b) => a - b));
    });
  });
});
