import { rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it, onTestFinished, vi } from 'vitest';
import type { FeedbackErrorBody } from '../../src/feedback/feedbackContract';
import type { DocsStore } from '../store/docsStore';
import { openStore } from '../store/openStore';
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from '../store/testStores';
import type { ApiContext } from '../http/apiExchange';
import { BAD_SUBMISSIONS, badSubmissionBody, VALID_SUBMISSION } from './badSubmissions';
import type { ApiConfig } from '../http/apiConfig';
import { startTestApiServer, type TestApiServer } from '../testApiServer';

const ADMIN_TOKEN = 'test-admin-token-0123456789';

describe.each(TEST_BACKENDS)('feedback endpoints on %s', (backend) => {
  let database: TestDatabase;
  let store: DocsStore;
  let server: TestApiServer;
  let config: ApiConfig;

  async function start(overrides: Partial<ApiContext> = {}) {
    server = await startTestApiServer({ config, store: async () => store, ...overrides });
  }

  beforeEach(async () => {
    database = await createTestDatabase(backend, inject('postgresUrl'));
    store = await database.open();
    config = {
      adminToken: ADMIN_TOKEN,
      rateLimit: { max: 10, windowSeconds: 60 },
      trustProxy: true,
      allowedOrigins: [],
    };
  });

  afterEach(async () => {
    await server?.close();
    await store.close();
    await database.remove();
  });

  function post(body: string, headers: Record<string, string | null> = {}, method = 'POST') {
    const merged: Record<string, string | null> = {
      origin: server.origin,
      'content-type': 'application/json',
      ...headers,
    };
    const sent = Object.fromEntries(
      Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== null),
    );
    // Bytes, not a string: fetch would add `Content-Type: text/plain` to a string body sent
    // without one.
    return fetch(`${server.origin}/api/feedback`, {
      method,
      headers: sent,
      body: method === 'GET' ? undefined : new TextEncoder().encode(body),
    });
  }

  async function writtenRows() {
    const feedback = await store.db.selectFrom('feedback').select('id').execute();
    const attempts = await store.db.selectFrom('feedback_rate_limit').select('hits').execute();
    return { feedback: feedback.length, attempts: attempts.length };
  }

  describe('POST /api/feedback', () => {
    beforeEach(() => start());

    it('stores a valid submission and answers 201 with its id', async () => {
      const response = await post(
        JSON.stringify({
          ...VALID_SUBMISSION,
          rating: 'no',
          comment: '  <script>alert("x")</script>\u0000\r\nsecond line  ',
          section: 'install-it',
        }),
        { 'content-type': 'application/json; charset=UTF-8' },
      );
      expect(response.status).toBe(201);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const { id } = (await response.json()) as { id: number };
      expect(await store.listFeedback()).toEqual([
        {
          id,
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          pathname: '/x/introduction/installation',
          section: 'install-it',
          rating: 'no',
          comment: '<script>alert("x")</script>\nsecond line',
          language: 'en',
          productId: 'x',
          version: '6',
        },
      ]);
    });

    it('accepts a submission without comment or section', async () => {
      const response = await post(
        JSON.stringify({
          pathname: '/x/react-data-grid',
          rating: 'yes',
          language: 'zh',
          productId: 'x-data-grid',
          version: '6.19.1',
        }),
      );
      expect(response.status).toBe(201);
      expect(await store.listFeedback()).toEqual([
        expect.objectContaining({ comment: null, section: null, language: 'zh' }),
      ]);
    });

    it('accepts exactly 2,000 characters of comment once trimmed', async () => {
      const comment = `\n  ${'c'.repeat(2000)}  \n`;
      const response = await post(JSON.stringify({ ...VALID_SUBMISSION, comment }));
      expect(response.status).toBe(201);
      expect((await store.listFeedback())[0].comment).toBe('c'.repeat(2000));
    });

    for (const bad of BAD_SUBMISSIONS) {
      it(`refuses ${bad.name} with ${bad.status}, naming ${bad.field ?? 'no field'}, writing nothing`, async () => {
        const response = await post(
          badSubmissionBody(bad, 'marker-1'),
          bad.headers ?? {},
          bad.method ?? 'POST',
        );
        expect(response.status).toBe(bad.status);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        const { error } = (await response.json()) as FeedbackErrorBody;
        expect(error.field).toBe(bad.field);
        expect(error.message).toMatch(bad.message);
        expect(await writtenRows()).toEqual({ feedback: 0, attempts: 0 });
      });
    }

    it('answers 405 with the allowed method', async () => {
      const response = await post('', {}, 'DELETE');
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    });

    it('refuses a body over 8 KB sent in chunks without a length', async () => {
      const chunk = new TextEncoder().encode(' '.repeat(1024));
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 0) {
            controller.enqueue(new TextEncoder().encode(badSubmissionBody({} as never, 'm-1')));
          }
          sent += 1;
          if (sent > 9) {
            controller.close();
          } else {
            controller.enqueue(chunk);
          }
        },
      });
      const response = await fetch(`${server.origin}/api/feedback`, {
        method: 'POST',
        headers: { origin: server.origin, 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(((await response.json()) as FeedbackErrorBody).error.field).toBe('body');
      expect(await writtenRows()).toEqual({ feedback: 0, attempts: 0 });
    });

    it('refuses a foreign Origin even when the Host header names it (DNS rebinding)', async () => {
      const { port } = new URL(server.origin);
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const sent = httpRequest(
          {
            host: '127.0.0.1',
            port: Number(port),
            method: 'POST',
            path: '/api/feedback',
            headers: {
              host: `evil.example:${port}`,
              origin: `http://evil.example:${port}`,
              'content-type': 'application/json',
            },
          },
          (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        sent.on('error', reject);
        sent.end(JSON.stringify(VALID_SUBMISSION));
      });
      expect(answer.status).toBe(403);
      expect((JSON.parse(answer.body) as FeedbackErrorBody).error.field).toBe('Origin');
      expect(await writtenRows()).toEqual({ feedback: 0, attempts: 0 });
    });

    it('accepts an allowed origin other than the host', async () => {
      await server.close();
      config = { ...config, allowedOrigins: ['https://docs.example.com'] };
      await start();
      const response = await post(JSON.stringify(VALID_SUBMISSION), {
        origin: 'https://docs.example.com',
      });
      expect(response.status).toBe(201);
    });

    it('answers 429 past the limit, stores nothing more, and counts clients apart', async () => {
      const client = { 'x-forwarded-for': '203.0.113.7' };
      for (let index = 0; index < 10; index += 1) {
        const response = await post(JSON.stringify(VALID_SUBMISSION), client);
        expect(response.status).toBe(201);
      }
      const limited = await post(JSON.stringify(VALID_SUBMISSION), client);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      const { error } = (await limited.json()) as FeedbackErrorBody;
      expect(error).toMatchObject({ code: 'rate_limited' });
      expect(error.message).toMatch(/at most 10 every 60 s/);
      expect((await store.listFeedback()).length).toBe(10);

      const other = await post(JSON.stringify(VALID_SUBMISSION), {
        'x-forwarded-for': '203.0.113.8',
      });
      expect(other.status).toBe(201);
    });

    it('keeps the limit when the server restarts', async () => {
      const client = { 'x-forwarded-for': '203.0.113.9' };
      for (let index = 0; index < 10; index += 1) {
        await post(JSON.stringify(VALID_SUBMISSION), client);
      }
      await server.close();
      const restarted = await database.open();
      await start({ store: async () => restarted });
      try {
        expect((await post(JSON.stringify(VALID_SUBMISSION), client)).status).toBe(429);
      } finally {
        await restarted.close();
      }
    });
  });

  it('answers 503 when the store cannot be opened', async () => {
    // A folder where a file stands: the SQLite file can't be created.
    const blocker = path.join(os.tmpdir(), `feedback-blocker-${process.pid}-${backend}`);
    writeFileSync(blocker, '');
    onTestFinished(() => rmSync(blocker, { force: true }));
    await start({
      store: () => openStore({ kind: 'sqlite', file: path.join(blocker, 'feedback.sqlite') }),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await post(JSON.stringify(VALID_SUBMISSION));
    expect(response.status).toBe(503);
    expect(logged).toHaveBeenCalledWith('Store unavailable:', expect.any(Error));
    logged.mockRestore();
    expect(((await response.json()) as FeedbackErrorBody).error.code).toBe('store_unavailable');
  });

  describe('reading endpoints', () => {
    const get = (path: string, token?: string, method = 'GET') =>
      fetch(`${server.origin}${path}`, {
        method,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });

    for (const path of ['/api/feedback/summary', '/api/feedback/export']) {
      it(`${path} is disabled (404) without a configured token`, async () => {
        config = { ...config, adminToken: null };
        await start();
        const response = await get(path, 'anything');
        expect(response.status).toBe(404);
        expect(((await response.json()) as FeedbackErrorBody).error.message).toMatch(
          /set FEEDBACK_ADMIN_TOKEN/,
        );
      });

      it(`${path} needs the token: 401 without or with a wrong one`, async () => {
        await start();
        const missing = await get(path);
        expect(missing.status).toBe(401);
        expect(missing.headers.get('www-authenticate')).toMatch(/^Bearer/);
        expect(((await missing.json()) as FeedbackErrorBody).error.field).toBe('Authorization');
        const wrong = await get(path, `${ADMIN_TOKEN}x`);
        expect(wrong.status).toBe(401);
        expect(((await wrong.json()) as FeedbackErrorBody).error.message).toMatch(/wrong/);
      });

      it(`${path} answers 405 to anything but GET`, async () => {
        await start();
        const response = await get(path, ADMIN_TOKEN, 'POST');
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toBe('GET');
      });
    }

    it('throttles wrong tokens per client: 429 past the limit, even for the right token', async () => {
      config = { ...config, adminFailureLimit: { max: 3, windowSeconds: 600 } };
      await start();
      const guess = (token: string, address: string) =>
        fetch(`${server.origin}/api/feedback/summary`, {
          headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address },
        });
      for (let index = 0; index < 3; index += 1) {
        expect((await guess(`guess-${index}`, '203.0.113.50')).status).toBe(401);
      }
      const throttled = await guess('guess-4', '203.0.113.50');
      expect(throttled.status).toBe(429);
      const retryAfter = Number(throttled.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(1200);
      expect(((await throttled.json()) as FeedbackErrorBody).error.code).toBe('rate_limited');
      // The right token does not get through from the throttled client either…
      expect((await guess(ADMIN_TOKEN, '203.0.113.50')).status).toBe(429);
      // …while another client is unaffected.
      expect((await guess(ADMIN_TOKEN, '203.0.113.51')).status).toBe(200);
    });

    it('summarizes per page and exports every record with the right token', async () => {
      await start();
      await store.insertFeedback({
        ...VALID_SUBMISSION,
        comment: '<script>x</script>',
        section: null,
      });
      await store.insertFeedback({
        ...VALID_SUBMISSION,
        rating: 'no',
        comment: null,
        section: null,
      });

      const summary = await get('/api/feedback/summary', ADMIN_TOKEN);
      expect(summary.status).toBe(200);
      expect(await summary.json()).toEqual({
        pages: [{ pathname: '/x/introduction/installation', yes: 1, no: 1, comments: 1 }],
      });

      const json = await get('/api/feedback/export?format=json', ADMIN_TOKEN);
      expect(json.status).toBe(200);
      const { records } = (await json.json()) as { records: Array<{ comment: string | null }> };
      expect(records.map((record) => record.comment)).toEqual(['<script>x</script>', null]);

      const csv = await get('/api/feedback/export?format=csv', ADMIN_TOKEN);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toBe('attachment; filename="feedback.csv"');
      const lines = (await csv.text()).trim().split('\r\n');
      expect(lines[0]).toBe(
        'id,created_at,pathname,section,rating,comment,language,product_id,version',
      );
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain(',yes,<script>x</script>,en,x,6');
    });

    it('refuses an unknown export format, naming the field', async () => {
      await start();
      const response = await get('/api/feedback/export?format=xml', ADMIN_TOKEN);
      expect(response.status).toBe(400);
      expect(((await response.json()) as FeedbackErrorBody).error).toMatchObject({
        field: 'format',
        message: 'format must be "csv" or "json", not "xml".',
      });
    });
  });
});
