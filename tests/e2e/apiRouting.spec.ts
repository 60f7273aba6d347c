import { expect, test } from './fixtures';

/**
 * The API routes' paths written with percent-escapes must reach the same answer as
 * any unknown or misused API path: JSON, never Next's 500 after it gave up routing.
 */
const ENCODED_PATHS = [
  { path: '/api/%66eedback', method: 'GET' },
  { path: '/api/feedback/summar%79', method: 'POST' },
  { path: '/api/events/repor%74', method: 'POST' },
  { path: '/api/%65vents', method: 'GET' },
  { path: '/api/no-such-endpoint', method: 'GET' },
];

test.describe('API paths with percent-escapes', () => {
  for (const { path, method } of ENCODED_PATHS) {
    test(`${method} ${path} answers 404 or 405 as JSON`, async ({ request }) => {
      const response = await request.fetch(path, { method, maxRedirects: 0 });
      expect([404, 405]).toContain(response.status());
      expect(response.headers()['content-type']).toMatch(/^application\/json/);
      const { error } = (await response.json()) as { error: { code: string; message: string } };
      expect(['not_found', 'method_not_allowed']).toContain(error.code);
      expect(error.message).not.toBe('');
    });
  }
});
