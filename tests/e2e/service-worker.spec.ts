import type { Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './feedbackServerSettings';
import { expect, test, waitForHydration } from './fixtures';

// The test server is built with DOCS_PRODUCTION_HOST=localhost (playwright.config.ts); the other
// specs block workers, these allow them.
test.use({ serviceWorkers: 'allow' });
// Installing the worker saves the app shell first: slow on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** Waits until a worker controls the page and has saved it for offline reading. */
async function waitForControlAndSavedPage(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, {
    timeout: 20_000,
  });
  await page.waitForFunction(
    async () => {
      const keys = await caches.keys();
      for (const name of keys.filter((key) => key.startsWith('docs-pages-'))) {
        if (await (await caches.open(name)).match(location.pathname, { ignoreVary: true })) {
          return true;
        }
      }
      return false;
    },
    undefined,
    { timeout: 20_000 },
  );
}

test.describe('service worker on the production host', () => {
  test('registers /x/sw.js for the whole site', async ({ page, baseURL, request }) => {
    const script = await request.get('/x/sw.js');
    expect(script.headers()['service-worker-allowed']).toBe('/');
    expect(script.headers()['cache-control']).toBe('no-cache');
    await page.goto('/x/introduction/');
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { script: ready.active?.scriptURL, scope: ready.scope };
    });
    const buildId = await page.evaluate(
      () => (window as unknown as { __NEXT_DATA__: { buildId: string } }).__NEXT_DATA__.buildId,
    );
    expect(registration).toEqual({
      script: `${baseURL}/x/sw.js?build=${encodeURIComponent(buildId)}`,
      scope: `${baseURL}/`,
    });
  });

  test('a new build’s worker replaces the old one and drops the old build’s pages', async ({
    page,
  }) => {
    // Without focus the page does not reload when the new worker takes over (a reload would
    // serve this build's pages again, which register this build's worker).
    await page.addInitScript(() => {
      document.hasFocus = () => false;
    });
    await page.goto('/x/introduction/');
    await waitForControlAndSavedPage(page);
    const oldBuild = await page.evaluate(
      () => (window as unknown as { __NEXT_DATA__: { buildId: string } }).__NEXT_DATA__.buildId,
    );
    expect(await page.evaluate(() => caches.keys())).toContain(`docs-pages-v1-${oldBuild}`);
    // The next deployment's pages register the worker under their own build id (sw.js
    // itself unchanged): the browser installs it as a new worker, which takes over.
    await page.evaluate(async () => {
      const changed = new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
          once: true,
        }),
      );
      await navigator.serviceWorker.register('/x/sw.js?build=the-next-build', {
        scope: '/',
        updateViaCache: 'none',
      });
      await changed;
    });
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/x\/sw\.js\?build=the-next-build$/,
    );
    // Once active (its activate step runs after it takes control), the new worker has
    // dropped the old build's shell and pages and kept its own shell.
    await expect
      .poll(() => page.evaluate(() => caches.keys()), { timeout: 15_000 })
      .not.toContain(`docs-pages-v1-${oldBuild}`);
    const names = await page.evaluate(() => caches.keys());
    expect(names).not.toContain(`docs-shell-v1-${oldBuild}`);
    expect(names).toContain('docs-shell-v1-the-next-build');
  });

  test('a visited page opens offline; a page never visited shows the offline page', async ({
    page,
    context,
  }) => {
    await page.goto('/x/react-charts/');
    await waitForControlAndSavedPage(page);
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Charts');
      await page.goto('/x/introduction/licensing/');
      await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
      await expect(page.getByRole('link', { name: '/x/react-charts/' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('/api/* is never answered from a cache', async ({ page, context }) => {
    await page.goto('/x/introduction/');
    await waitForControlAndSavedPage(page);
    const online = await page.evaluate(async (token) => {
      const response = await fetch('/api/events/report', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return response.status;
    }, E2E_ADMIN_TOKEN);
    expect(online).toBe(200);
    const apiResponse = page.waitForResponse((response) => response.url().includes('/api/'));
    await page.evaluate(() => fetch('/api/feedback/summary'));
    expect((await apiResponse).fromServiceWorker()).toBe(false);
    const cachedApi = await page.evaluate(async () => {
      const found: string[] = [];
      for (const name of await caches.keys()) {
        const keys = await (await caches.open(name)).keys();
        found.push(...keys.map((request) => request.url).filter((url) => url.includes('/api/')));
      }
      return found;
    });
    expect(cachedApi).toEqual([]);
    await context.setOffline(true);
    try {
      const offline = await page.evaluate(async (token) => {
        try {
          const response = await fetch('/api/events/report', {
            headers: { Authorization: `Bearer ${token}` },
          });
          return `answered ${response.status}`;
        } catch {
          return 'network error';
        }
      }, E2E_ADMIN_TOKEN);
      expect(offline).toBe('network error');
    } finally {
      await context.setOffline(false);
    }
  });

  test('a new deployment’s worker takes over, and the page reloads only once it has focus', async ({
    page,
  }) => {
    // Playwright makes every page believe it has focus: the page's focus is driven by hand.
    await page.addInitScript(() => {
      const state = window as unknown as { e2eFocused: boolean };
      state.e2eFocused = true;
      document.hasFocus = () => state.e2eFocused;
    });
    await page.goto('/x/introduction/');
    await waitForControlAndSavedPage(page);

    await page.evaluate(() => {
      (window as unknown as { e2eFocused: boolean }).e2eFocused = false;
      (window as unknown as { e2eMarker: string }).e2eMarker = 'before the update';
      window.dispatchEvent(new Event('blur'));
    });
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    // The next deployment: a changed worker script. Playwright's routing does not reach a
    // worker's update check, so the changed script is the same file under another URL, which
    // the browser installs as a new worker of the same registration.
    await page.evaluate(async () => {
      const changed = new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
          once: true,
        }),
      );
      await navigator.serviceWorker.register('/x/sw.js?deployment=2', {
        scope: '/',
        updateViaCache: 'none',
      });
      await changed;
    });
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/x\/sw\.js\?deployment=2$/,
    );
    expect(before).toMatch(/\/x\/sw\.js\?build=/);
    // The new worker is in control; the page, without focus, has not reloaded.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe(
      'before the update',
    );

    const reloaded = page.waitForEvent('load');
    await page.evaluate(() => {
      (window as unknown as { e2eFocused: boolean }).e2eFocused = true;
      window.dispatchEvent(new Event('focus'));
    });
    await reloaded;
    // The reloaded page registers its own build's worker, which replaces the stand-in
    // deployment's and may reload the focused page once more: wait for the settled page.
    await expect(async () => {
      await page.waitForLoadState('load');
      const settled = await page.evaluate(() => ({
        marker: (window as unknown as { e2eMarker?: string }).e2eMarker,
        worker: navigator.serviceWorker.controller?.scriptURL,
      }));
      expect(settled.marker).toBeUndefined();
      expect(settled.worker).toMatch(/\/x\/sw\.js\?build=/);
    }).toPass({ timeout: 20_000 });
    await waitForHydration(page);
  });
});

test.describe('service worker elsewhere', () => {
  test('a host other than the production host registers no worker', async ({ page, baseURL }) => {
    const otherHost = baseURL!.replace('localhost', '127.0.0.1');
    let requested = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/x/sw.js')) {
        requested = true;
      }
    });
    await page.goto(`${otherHost}/x/introduction/`);
    // Analytics start at the same idle moment the registration would.
    await page.waitForSelector('html[data-analytics]', { state: 'attached' });
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
    expect(requested).toBe(false);
  });
});
