import type { APIRequestContext } from '@playwright/test';
import {
  BAD_SUBMISSIONS,
  badSubmissionBody,
  VALID_SUBMISSION,
} from '../../server/feedback/badSubmissions';
import type { FeedbackErrorBody, FeedbackRecord } from '../../src/feedback/feedbackContract';
import { E2E_ADMIN_TOKEN, uniqueClientAddress } from './feedbackServerSettings';
import { expect, test } from './fixtures';

const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

function uniqueMarker(): string {
  return `m-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

async function storedWithMarker(request: APIRequestContext, marker: string) {
  const response = await request.get('/api/feedback/export?format=json', { headers: admin });
  expect(response.status()).toBe(200);
  const { records } = (await response.json()) as { records: FeedbackRecord[] };
  return records.filter((record) => record.section === marker || record.comment?.includes(marker));
}

test.describe('POST /api/feedback on the production server', () => {
  test('stores a submission and answers 201 with its id', async ({ request, baseURL }) => {
    const marker = uniqueMarker();
    const response = await request.post('/api/feedback', {
      headers: {
        origin: baseURL!,
        'content-type': 'application/json',
        'x-forwarded-for': uniqueClientAddress(),
      },
      data: JSON.stringify({ ...VALID_SUBMISSION, comment: `Useful ${marker}`, section: marker }),
    });
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(await storedWithMarker(request, marker)).toEqual([
      expect.objectContaining({ id, rating: 'yes', comment: `Useful ${marker}`, section: marker }),
    ]);
  });

  for (const bad of BAD_SUBMISSIONS) {
    test(`refuses ${bad.name} with ${bad.status} and stores nothing`, async ({
      request,
      baseURL,
    }) => {
      const marker = uniqueMarker();
      const headers: Record<string, string> = {
        origin: baseURL!,
        'content-type': 'application/json',
        'x-forwarded-for': uniqueClientAddress(),
      };
      for (const [name, value] of Object.entries(bad.headers ?? {})) {
        if (value === null) {
          delete headers[name];
        } else {
          headers[name] = value;
        }
      }
      const method = bad.method ?? 'POST';
      const response = await request.fetch('/api/feedback', {
        method,
        headers,
        // A Buffer goes out byte for byte (Playwright would JSON-encode a string that isn't JSON).
        data: method === 'GET' ? undefined : Buffer.from(badSubmissionBody(bad, marker)),
      });
      expect(response.status()).toBe(bad.status);
      const { error } = (await response.json()) as FeedbackErrorBody;
      expect(error.field).toBe(bad.field);
      expect(error.message).toMatch(bad.message);
      expect(await storedWithMarker(request, marker)).toEqual([]);
    });
  }

  test('answers 429 after 10 submissions a minute from one client', async ({
    request,
    baseURL,
  }) => {
    const headers = {
      origin: baseURL!,
      'content-type': 'application/json',
      'x-forwarded-for': uniqueClientAddress(),
    };
    const marker = uniqueMarker();
    for (let index = 0; index < 10; index += 1) {
      const response = await request.post('/api/feedback', {
        headers,
        data: JSON.stringify({ ...VALID_SUBMISSION, comment: `${marker} ${index}` }),
      });
      expect(response.status()).toBe(201);
    }
    const limited = await request.post('/api/feedback', {
      headers,
      data: JSON.stringify({ ...VALID_SUBMISSION, comment: `${marker} over`, section: marker }),
    });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
    expect(((await limited.json()) as FeedbackErrorBody).error.code).toBe('rate_limited');
    const stored = await storedWithMarker(request, marker);
    expect(stored).toHaveLength(10);
    expect(stored.some((record) => record.comment?.endsWith('over'))).toBe(false);
  });

  test('stores a comment with markup verbatim', async ({ request, baseURL }) => {
    const marker = uniqueMarker();
    const comment = `<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"> ${marker}`;
    const response = await request.post('/api/feedback', {
      headers: {
        origin: baseURL!,
        'content-type': 'application/json',
        'x-forwarded-for': uniqueClientAddress(),
      },
      data: JSON.stringify({ ...VALID_SUBMISSION, comment }),
    });
    expect(response.status()).toBe(201);
    const [record] = await storedWithMarker(request, marker);
    expect(record.comment).toBe(comment);
  });
});

test.describe('reading endpoints on the production server', () => {
  for (const path of ['/api/feedback/summary', '/api/feedback/export?format=csv']) {
    test(`${path} answers 401 without the token or with a wrong one`, async ({ request }) => {
      const missing = await request.get(path);
      expect(missing.status()).toBe(401);
      expect(((await missing.json()) as FeedbackErrorBody).error.field).toBe('Authorization');
      const wrong = await request.get(path, { headers: { authorization: 'Bearer not-it' } });
      expect(wrong.status()).toBe(401);
    });
  }

  test('the summary and both exports answer the right token', async ({ request }) => {
    const summary = await request.get('/api/feedback/summary', { headers: admin });
    expect(summary.status()).toBe(200);
    const { pages } = (await summary.json()) as { pages: Array<{ no: number }> };
    expect(Array.isArray(pages)).toBe(true);
    const nos = pages.map((page) => page.no);
    expect(nos).toEqual([...nos].sort((a, b) => b - a));

    const csv = await request.get('/api/feedback/export?format=csv', { headers: admin });
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect((await csv.text()).split('\r\n')[0]).toBe(
      'id,created_at,pathname,section,rating,comment,language,product_id,version',
    );

    const wrongFormat = await request.get('/api/feedback/export?format=xml', { headers: admin });
    expect(wrongFormat.status()).toBe(400);
    expect(((await wrongFormat.json()) as FeedbackErrorBody).error.field).toBe('format');
  });
});
