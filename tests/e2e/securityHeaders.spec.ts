import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** One page of each kind the site serves. */
const PAGE_KINDS = [
  { kind: 'home', path: '/' },
  { kind: 'prose page', path: '/x/introduction/licensing/' },
  { kind: 'page with live demos', path: '/x/react-charts/' },
  { kind: 'API page', path: '/x/api/data-grid/data-grid/' },
  { kind: 'Chinese page', path: '/zh/x/introduction/' },
  { kind: 'feedback admin page', path: '/feedback/' },
  { kind: 'analytics admin page', path: '/analytics/' },
];

/** Records every Content-Security-Policy violation the page reports. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
    );
  });
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      logged.push(message.text());
    }
  });
  return async () => [
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
    ...logged,
  ];
}

test.describe('security headers and the Content-Security-Policy', () => {
  for (const { kind, path } of PAGE_KINDS) {
    test(`the ${kind} runs under its policy with no violation`, async ({ page }) => {
      const violations = await recordViolations(page);
      const response = await page.goto(path);
      const headers = response!.headers();
      expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // The settings script ran (it sets the color scheme before first paint).
      await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', /light|dark/);
      await page.waitForTimeout(300);
      expect(await violations()).toEqual([]);
    });
  }

  test('the admin pages cannot be framed and allow no eval', async ({ request }) => {
    for (const path of ['/feedback/', '/analytics/', '/zh/feedback/']) {
      const headers = (await request.get(path)).headers();
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy'], path).not.toContain('unsafe-eval');
      expect(headers['x-frame-options'], path).toBe('DENY');
    }
    // A page that can hold a demo allows eval, for the live editor only it needs.
    const docs = (await request.get('/x/react-charts/')).headers();
    expect(docs['content-security-policy']).toMatch(/script-src [^;]*'unsafe-eval'/);
  });

  test('a docs page may be framed by the site only', async ({ request }) => {
    const response = await request.get('/x/introduction/licensing/');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN');
  });

  test('API answers, static files and the 404 page carry the headers', async ({ request }) => {
    for (const path of ['/api/feedback', '/favicon.svg', '/no-such-page/']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
      expect(response.headers()['content-security-policy'], path).toContain("default-src 'self'");
    }
  });

  test("the build's scripts carry nosniff and none of the document headers", async ({
    request,
  }) => {
    const html = await (await request.get('/x/introduction/licensing/')).text();
    const scripts = [...html.matchAll(/"(\/_next\/static\/[^"]+\.js)"/g)].map(([, src]) => src);
    expect(scripts.length).toBeGreaterThan(3);
    for (const src of scripts.slice(0, 3)) {
      const headers = (await request.get(src)).headers();
      expect(headers['x-content-type-options'], src).toBe('nosniff');
      expect(headers['content-security-policy'], src).toBeUndefined();
      expect(headers['x-frame-options'], src).toBeUndefined();
    }
  });

  test('HSTS is sent behind a proxy that terminated HTTPS, and only then', async ({ request }) => {
    const plain = await request.get('/x/introduction/licensing/');
    expect(plain.headers()['strict-transport-security']).toBeUndefined();
    const secure = await request.get('/x/introduction/licensing/', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers()['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});
