import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { EventsReport } from '../../src/analytics/eventsContract';
import type { FeedbackErrorBody } from '../../src/feedback/feedbackContract';
import type { ApiContext } from '../http/apiExchange';
import type { ApiConfig } from '../http/apiConfig';
import { startTestApiServer, type TestApiServer } from '../testApiServer';
import type { DocsStore } from '../store/docsStore';
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from '../store/testStores';
import { BAD_EVENT_BATCHES, badEventBatchBody, VALID_BATCH } from './badEventBatches';

const ADMIN_TOKEN = 'test-admin-token-0123456789';
const NOW = Date.parse('2026-11-25T12:00:00Z');

describe.each(TEST_BACKENDS)('events endpoints on %s', (backend) => {
  let database: TestDatabase;
  let store: DocsStore;
  let server: TestApiServer;
  let config: ApiConfig;
  let now = NOW;

  beforeEach(async () => {
    database = await createTestDatabase(backend, inject('postgresUrl'));
    store = await database.open();
    config = {
      adminToken: ADMIN_TOKEN,
      rateLimit: { max: 10, windowSeconds: 60 },
      trustProxy: true,
      allowedOrigins: [],
      eventsRateLimit: 3,
    };
    now = NOW;
    const context: ApiContext = { config, store: async () => store, now: () => now };
    server = await startTestApiServer(context);
  });

  afterEach(async () => {
    await server.close();
    await store.close();
    await database.remove();
  });

  function post(body: string, headers: Record<string, string | null> = {}, method = 'POST') {
    const merged: Record<string, string | null> = {
      origin: server.origin,
      'content-type': 'application/json',
      'x-forwarded-for': '203.0.113.7',
      ...headers,
    };
    const sent = Object.fromEntries(
      Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== null),
    );
    return fetch(`${server.origin}/api/events`, {
      method,
      headers: sent,
      body: method === 'GET' ? undefined : new TextEncoder().encode(body),
    });
  }

  async function report(): Promise<EventsReport> {
    const response = await fetch(`${server.origin}/api/events/report`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as EventsReport;
  }

  async function countedRows(): Promise<number> {
    const rows = await store.db.selectFrom('analytics_event_count').select('day').execute();
    return rows.length;
  }

  it('counts a valid batch per day and reports it', async () => {
    const response = await post(JSON.stringify(VALID_BATCH));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 4 });
    await post(JSON.stringify({ events: [VALID_BATCH.events[0], VALID_BATCH.events[0]] }), {
      'x-forwarded-for': '203.0.113.8',
    });
    const rows = await store.db
      .selectFrom('analytics_event_count')
      .selectAll()
      .orderBy('kind')
      .orderBy('name')
      .execute();
    expect(
      rows.map((row) => [row.day, row.kind, row.pathname, row.name, row.bucket, Number(row.count)]),
    ).toEqual([
      ['2026-11-25', 'click', '/x/react-charts/bars/', 'search/open/', 0, 1],
      ['2026-11-25', 'page_view', '/x/react-charts/bars/', '', 0, 3],
      ['2026-11-25', 'user_property', '', 'codeVariant=TS', 0, 1],
      ['2026-11-25', 'user_property', '', 'colorMode=dark', 0, 1],
      ['2026-11-25', 'user_property', '', 'colorModeDiffersFromOs=true', 0, 1],
      ['2026-11-25', 'user_property', '', 'language=en', 0, 1],
      ['2026-11-25', 'user_property', '', 'pixelRatio=2', 0, 1],
      ['2026-11-25', 'web_vital', '/x/react-charts/bars/', 'LCP', 1200, 1],
    ]);
    expect(await report()).toEqual({
      days: 30,
      since: '2026-10-27',
      pages: [{ pathname: '/x/react-charts/bars/', productId: 'x-charts', views: 3 }],
      products: [{ productId: 'x-charts', productCategoryId: 'x', views: 3 }],
      clicks: [{ pathname: '/x/react-charts/bars/', name: 'search/open/', count: 1 }],
      vitals: [
        {
          pathname: '/x/react-charts/bars/',
          name: 'LCP',
          samples: 1,
          p50: 1200,
          p75: 1200,
          p95: 1200,
        },
      ],
    });
  });

  it('leaves days older than 30 out of the report', async () => {
    now = NOW - 30 * 24 * 60 * 60 * 1000;
    expect((await post(JSON.stringify(VALID_BATCH))).status).toBe(202);
    now = NOW;
    expect((await report()).pages).toEqual([]);
    expect(await countedRows()).toBeGreaterThan(0);
  });

  it('keeps days for the retention period only, pruning older ones as days pass', async () => {
    await server.close();
    config = { ...config, analyticsRetentionDays: 3, eventsRateLimit: 100 };
    server = await startTestApiServer({ config, store: async () => store, now: () => now });
    const day = 24 * 60 * 60 * 1000;
    const days = async () =>
      (await store.db.selectFrom('analytics_event_count').select('day').distinct().execute())
        .map((row) => row.day)
        .sort();
    for (let offset = 0; offset < 5; offset += 1) {
      now = NOW + offset * day;
      expect((await post(JSON.stringify(VALID_BATCH))).status).toBe(202);
    }
    // Day 5 keeps itself and the two days before it.
    expect(await days()).toEqual(['2026-11-27', '2026-11-28', '2026-11-29']);
  });

  it('limits batches per client, apart from its feedback', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post(JSON.stringify(VALID_BATCH))).status).toBe(202);
    }
    const refused = await post(JSON.stringify(VALID_BATCH));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const other = await post(JSON.stringify(VALID_BATCH), { 'x-forwarded-for': '198.51.100.1' });
    expect(other.status).toBe(202);
    // The feedback limit of the refused client is untouched.
    const decision = await store.recordAttempt('unrelated', config.rateLimit, now);
    expect(decision.allowed).toBe(true);
  });

  for (const bad of BAD_EVENT_BATCHES) {
    it(`refuses ${bad.name} with ${bad.status}, naming ${bad.field ?? 'no field'}, counting nothing`, async () => {
      const response = await post(badEventBatchBody(bad), bad.headers ?? {}, bad.method ?? 'POST');
      expect(response.status).toBe(bad.status);
      const { error } = (await response.json()) as FeedbackErrorBody;
      expect(error.field).toBe(bad.field);
      expect(error.message).toMatch(bad.message);
      expect(await countedRows()).toBe(0);
    });
  }

  it('keeps the report behind the admin token', async () => {
    expect((await fetch(`${server.origin}/api/events/report`)).status).toBe(401);
    const wrong = await fetch(`${server.origin}/api/events/report`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.status).toBe(401);
  });
});
