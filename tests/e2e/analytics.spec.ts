import type { Page } from '@playwright/test';
import {
  BAD_EVENT_BATCHES,
  badEventBatchBody,
  VALID_BATCH,
} from '../../server/events/badEventBatches';
import type { AnalyticsEvent, EventsReport } from '../../src/analytics/eventsContract';
import type { FeedbackErrorBody } from '../../src/feedback/feedbackContract';
import {
  E2E_ADMIN_TOKEN,
  E2E_EVENTS_RATE_LIMIT,
  uniqueClientAddress,
} from './feedbackServerSettings';
import { expect, test } from './fixtures';

const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

async function analyticsState(page: Page): Promise<string> {
  await page.waitForSelector('html[data-analytics]', { state: 'attached' });
  return (await page.locator('html').getAttribute('data-analytics')) ?? '';
}

/** Makes the page report itself hidden, as switching tabs does: the client sends its batch. */
async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

/**
 * Records the bodies the page hands to `navigator.sendBeacon` (Playwright does not expose a
 * beacon's body), then sends them on for real.
 */
async function recordBeacons(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { e2eBeacons: string[] }).e2eBeacons = sent;
    const original = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) {
        void data.text().then((text) => sent.push(text));
      }
      return original(url, data);
    };
  });
}

/** The events the page sends when `trigger` runs, once the server has accepted them (202). */
async function sentEvents(page: Page, trigger: () => Promise<void>): Promise<AnalyticsEvent[]> {
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/events'));
  await trigger();
  expect((await answered).status()).toBe(202);
  await page.waitForFunction(
    () => (window as unknown as { e2eBeacons: string[] }).e2eBeacons.length > 0,
  );
  const bodies = await page.evaluate(
    () => (window as unknown as { e2eBeacons: string[] }).e2eBeacons,
  );
  return bodies.flatMap((body) => (JSON.parse(body) as { events: AnalyticsEvent[] }).events);
}

test.describe('analytics in the browser', () => {
  // Each test is its own client for the rate limit.
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientAddress() });
    await recordBeacons(page);
  });

  test('page views per route change, user properties and declared clicks reach the server', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('docs-web-vitals-sampling', 'none'));
    await page.goto('/x/react-charts/');
    expect(await analyticsState(page)).toBe('started');
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.textContent = 'Declared';
      // A click name declared in src/analytics/eventsContract.ts (DECLARED_CLICKS) (the server counts no other).
      button.dataset.gaEventCategory = 'feedback';
      button.dataset.gaEventAction = 'rate';
      button.dataset.gaEventLabel = 'yes';
      document.querySelector('main')?.append(button);
    });
    await page.getByRole('button', { name: 'Declared' }).click();
    // A client-side navigation, as a link in the page makes.
    await page.evaluate(() =>
      (
        window as unknown as { next: { router: { push(url: string): Promise<boolean> } } }
      ).next.router.push('/x/react-charts/bars/'),
    );
    await expect(page).toHaveURL(/\/x\/react-charts\/bars\/$/);
    await page.waitForTimeout(100);

    const events = await sentEvents(page, () => hidePage(page));
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'user_properties',
          codeVariant: 'TS',
          language: 'en',
          colorMode: expect.stringMatching(/^(light|dark)$/),
          colorModeDiffersFromOs: expect.any(Boolean),
          pixelRatio: expect.any(Number),
        }),
        {
          type: 'page_view',
          pathname: '/x/react-charts/',
          title: expect.stringContaining('Charts'),
          productId: 'x-charts',
          productCategoryId: 'x',
        },
        {
          type: 'click',
          pathname: '/x/react-charts/',
          category: 'feedback',
          action: 'rate',
          label: 'yes',
        },
        {
          type: 'page_view',
          pathname: '/x/react-charts/bars/',
          title: expect.stringContaining('Bar'),
          productId: 'x-charts',
          productCategoryId: 'x',
        },
      ]),
    );
    expect(events.filter((event) => event.type === 'web_vital')).toEqual([]);
  });

  test('a sampled page load measures web vitals with the override', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('docs-web-vitals-sampling', 'all'));
    await page.goto('/x/introduction/');
    expect(await analyticsState(page)).toBe('started');
    await page.getByRole('heading', { level: 1 }).click();
    await page.waitForTimeout(300);
    const events = await sentEvents(page, () => hidePage(page));
    const vitals = events.filter((event) => event.type === 'web_vital');
    expect(vitals.map((event) => event.name)).toEqual(
      expect.arrayContaining(['FCP', 'TTFB', 'LCP']),
    );
    for (const vital of vitals) {
      expect(vital).toMatchObject({ pathname: '/x/introduction/', value: expect.any(Number) });
    }
  });

  test('Global Privacy Control or Do Not Track: nothing is sent', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/events')) {
        posted += 1;
      }
    });
    await page.goto('/x/introduction/');
    expect(await analyticsState(page)).toBe('refused');
    await hidePage(page);
    await page.waitForTimeout(500);
    expect(posted).toBe(0);

    const dnt = await page.context().newPage();
    await dnt.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
    );
    await dnt.goto('/x/introduction/');
    expect(await analyticsState(dnt)).toBe('refused');
  });

  test('the page loads nothing from another host', async ({ page, baseURL }) => {
    const hosts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http')) {
        hosts.add(url.origin);
      }
    });
    await page.goto('/x/react-data-grid/');
    await analyticsState(page);
    await page
      .getByRole('button', { name: /search/i })
      .first()
      .click();
    await page.waitForTimeout(500);
    expect([...hosts]).toEqual([new URL(baseURL!).origin]);
  });

  test('the admin view shows page views and web vitals behind the feedback token', async ({
    page,
    request,
    baseURL,
  }) => {
    const posted = await request.post('/api/events', {
      headers: {
        origin: baseURL!,
        'content-type': 'application/json',
        'x-forwarded-for': uniqueClientAddress(),
      },
      data: JSON.stringify(VALID_BATCH),
    });
    expect(posted.status()).toBe(202);
    const reportResponse = await request.get('/api/events/report', { headers: admin });
    const report = (await reportResponse.json()) as EventsReport;
    expect(report.pages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pathname: '/x/react-charts/bars/', productId: 'x-charts' }),
      ]),
    );

    await page.goto('/analytics/');
    await page.getByLabel('Admin token').fill(E2E_ADMIN_TOKEN);
    await page.getByRole('button', { name: 'Show analytics' }).click();
    await expect(page.getByTestId('events-admin-status')).toContainText('Analytics since');
    await expect(
      page.getByTestId('events-pages').getByRole('rowheader', { name: '/x/react-charts/bars/' }),
    ).toBeVisible();
    await expect(
      page.getByTestId('events-products').getByRole('rowheader', { name: 'x-charts' }),
    ).toBeVisible();
    await expect(
      page
        .getByTestId('events-clicks')
        .getByRole('row')
        .filter({ hasText: '/x/react-charts/bars/' })
        .filter({ hasText: 'search/open/' }),
    ).toBeVisible();
    const vital = page
      .getByTestId('events-vitals')
      .getByRole('row')
      .filter({ hasText: '/x/react-charts/bars/' })
      .filter({ hasText: 'LCP' });
    await expect(vital).toContainText('ms');
  });
});

test.describe('POST /api/events on the production server', () => {
  for (const bad of BAD_EVENT_BATCHES) {
    test(`refuses ${bad.name} with ${bad.status}`, async ({ request, baseURL }) => {
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
      const response = await request.fetch('/api/events', {
        method: bad.method ?? 'POST',
        headers,
        // Bytes, so the request sends the body exactly as written (malformed JSON included).
        data: bad.method === 'GET' ? undefined : Buffer.from(badEventBatchBody(bad)),
      });
      expect(response.status()).toBe(bad.status);
      const { error } = (await response.json()) as FeedbackErrorBody;
      expect(error.field).toBe(bad.field);
      expect(error.message).toMatch(bad.message);
    });
  }

  test('limits batches per client with 429 and Retry-After', async ({ request, baseURL }) => {
    const headers = {
      origin: baseURL!,
      'content-type': 'application/json',
      'x-forwarded-for': uniqueClientAddress(),
    };
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= E2E_EVENTS_RATE_LIMIT; attempt += 1) {
      const response = await request.post('/api/events', {
        headers,
        data: JSON.stringify({ events: [VALID_BATCH.events[1]] }),
      });
      statuses.push(response.status());
      if (response.status() === 429) {
        expect(response.headers()['retry-after']).toMatch(/^\d+$/);
      }
    }
    expect(statuses.slice(0, E2E_EVENTS_RATE_LIMIT).every((status) => status === 202)).toBe(true);
    expect(statuses[E2E_EVENTS_RATE_LIMIT]).toBe(429);
  });
});
