import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_TOKEN, uniqueClientAddress } from './feedbackServerSettings';
import { expect, test } from './fixtures';

async function submit(
  request: APIRequestContext,
  baseURL: string,
  body: Record<string, string>,
  client: string,
) {
  const response = await request.post('/api/feedback', {
    headers: { origin: baseURL, 'content-type': 'application/json', 'x-forwarded-for': client },
    data: JSON.stringify({ language: 'en', ...body }),
  });
  expect(response.status()).toBe(201);
}

test.describe('feedback admin page', () => {
  test('asks for the token once per tab and lists pages by most "no"', async ({
    page,
    request,
    baseURL,
  }) => {
    // Twelve "no" on one page (from two clients: the limit is 10 a minute), more than any
    // other test leaves on a page.
    const clients = [uniqueClientAddress(), uniqueClientAddress()];
    for (let index = 0; index < 12; index += 1) {
      const client = clients[index % 2];
      await submit(
        request,
        baseURL!,
        {
          pathname: '/x/react-tree-view',
          rating: 'no',
          productId: 'x-tree-view',
          version: '6.17.0',
        },
        client,
      );
    }
    await page.goto('/feedback/');
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByLabel('Admin token').fill(E2E_ADMIN_TOKEN);
    await page.getByRole('button', { name: 'Show feedback' }).click();

    const rows = page.getByTestId('feedback-report').locator('tbody tr');
    await expect(rows.first().locator('th')).toHaveText('/x/react-tree-view');
    const noCounts = await rows.locator('td:nth-of-type(1)').allTextContents();
    expect(noCounts.map(Number)).toEqual([...noCounts.map(Number)].sort((a, b) => b - a));
    await expect(page.getByTestId('feedback-admin-status')).toHaveText(
      /^Feedback for \d+ pages loaded\.$/,
    );

    await page.reload();
    await expect(rows.first().locator('th')).toHaveText('/x/react-tree-view');
    await expect(page.getByLabel('Admin token')).toHaveCount(0);

    await page.getByRole('button', { name: 'Forget the token' }).click();
    await expect(page.getByLabel('Admin token')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('feedbackAdminToken'))).toBeNull();
  });

  test('a wrong token is refused and asked again', async ({ page }) => {
    await page.goto('/feedback/');
    await page.getByLabel('Admin token').fill('not-the-token');
    await page.getByRole('button', { name: 'Show feedback' }).click();
    await expect(
      page.getByText('The token was refused. Enter the value of FEEDBACK_ADMIN_TOKEN.'),
    ).toBeVisible();
    await expect(page.getByLabel('Admin token')).toBeVisible();
    await expect(page.getByTestId('feedback-report')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('feedbackAdminToken'))).toBeNull();
  });

  test('shows comments as text, never as markup', async ({ page, request, baseURL }) => {
    const marker = Math.random().toString(36).slice(2, 10);
    const comment = `<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"> <b>${marker}</b>`;
    await submit(
      request,
      baseURL!,
      {
        pathname: '/x/react-charts',
        rating: 'no',
        productId: 'x-charts',
        version: '6.19.1',
        comment,
      },
      uniqueClientAddress(),
    );
    await page.addInitScript(
      (token) => sessionStorage.setItem('feedbackAdminToken', token),
      E2E_ADMIN_TOKEN,
    );
    await page.goto('/feedback/');
    const shown = page.getByTestId('feedback-comment').filter({ hasText: marker });
    await expect(shown).toHaveText(comment);
    await expect(page.locator('section[data-pathname="/x/react-charts"] img')).toHaveCount(0);
    await expect(page.locator('section[data-pathname="/x/react-charts"] b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBe(
      undefined,
    );
  });

  test('says so when reading is disabled on the server', async ({ page }) => {
    await page.route('**/api/feedback/{summary,export}*', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: '{"error":{"code":"not_found","message":"disabled"}}',
      }),
    );
    await page.goto('/feedback/');
    await page.getByLabel('Admin token').fill('anything');
    await page.getByRole('button', { name: 'Show feedback' }).click();
    await expect(page.getByTestId('feedback-admin-status')).toHaveText(
      'Reading feedback is disabled on this server: set FEEDBACK_ADMIN_TOKEN to enable it.',
    );
    await expect(page.getByLabel('Admin token')).toHaveCount(0);
  });
});
