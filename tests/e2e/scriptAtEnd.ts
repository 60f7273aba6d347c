import { createHash } from 'node:crypto';
import type { Route } from '@playwright/test';

/**
 * Serves a page with an inline script run right after its server HTML is parsed, before any
 * of the app's scripts. The page's Content-Security-Policy stays enforced: the script is
 * allowed by its hash, added to the policy's `script-src`.
 */
export async function fulfillWithScriptAtEnd(route: Route, script: string): Promise<void> {
  const response = await route.fetch();
  const html = await response.text();
  const headers = { ...response.headers() };
  const policy = headers['content-security-policy'];
  if (policy) {
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    headers['content-security-policy'] = policy.replace(
      /script-src ([^;]*)/,
      (_, sources: string) => `script-src ${sources} ${hash}`,
    );
  }
  await route.fulfill({
    response,
    headers,
    body: html.replace('</body>', `<script>${script}</script></body>`),
  });
}
