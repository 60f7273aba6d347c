import type { APIRequestContext, Page } from '@playwright/test';
import type { FeedbackRecord, FeedbackSubmission } from '../../src/feedback/feedbackContract';
import { E2E_ADMIN_TOKEN, uniqueClientAddress } from './feedbackServerSettings';
import { expect, type test as siteTest } from './fixtures';

const PAGE = '/x/introduction/installation/';

function uniqueComment(text: string): string {
  return `${text} ${Math.random().toString(36).slice(2, 10)}`;
}

async function storedWithComment(request: APIRequestContext, comment: string) {
  const response = await request.get('/api/feedback/export?format=json', {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  const { records } = (await response.json()) as { records: FeedbackRecord[] };
  return records.filter((record) => record.comment === comment);
}

/** Opens a page as a client of its own, so the rate limit of other tests never applies. */
async function openPage(page: Page, path = PAGE) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientAddress() });
  await page.goto(path);
  return page.locator('#page-feedback');
}

/**
 * The reader's side of page feedback, from the widget to the stored record, against the server
 * `test` runs on (its baseURL): the browser tests' own server (SQLite) in feedback.spec.ts and a
 * server on PostgreSQL in feedback-postgres.spec.ts. What is stored is read back through the
 * admin export of the same server.
 */
export function pageFeedbackScenarios(test: typeof siteTest, store: string): void {
  test.describe(`page feedback (${store})`, () => {
    test('Yes with a comment is submitted, confirmed and thanked', async ({ page, request }) => {
      const widget = await openPage(page);
      await expect(widget.getByRole('heading', { name: 'Was this page helpful?' })).toBeVisible();
      const status = widget.getByRole('status');
      await expect(status).toHaveAttribute('aria-live', 'polite');

      await widget.getByRole('button', { name: 'Yes' }).click();
      await expect(widget.getByRole('button', { name: 'Yes' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(widget.getByRole('link', { name: 'Open an issue about this page' })).toHaveCount(
        0,
      );
      const comment = uniqueComment('Clear steps, thanks.');
      await widget.getByRole('textbox', { name: 'Comment (optional)' }).fill(comment);
      await widget.getByRole('button', { name: 'Submit feedback' }).click();

      await expect(status).toHaveText('Feedback submitted');
      await expect(widget.getByText('Thank you!')).toBeVisible();
      await expect(widget.getByText('Thank you!')).toBeFocused();
      await expect(widget.getByRole('textbox')).toHaveCount(0);
      expect(await storedWithComment(request, comment)).toEqual([
        expect.objectContaining({
          pathname: '/x/introduction/installation',
          rating: 'yes',
          section: null,
          language: 'en',
          productId: 'x',
          version: '6',
        }),
      ]);
    });

    test('a server error shows the failure and keeps the comment; a retry then succeeds', async ({
      page,
      request,
    }) => {
      const widget = await openPage(page);
      await page.route('**/api/feedback', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":{"code":"internal_error","message":"boom"}}',
        }),
      );
      await widget.getByRole('button', { name: 'No' }).click();
      const comment = uniqueComment('The second step fails for me.');
      const box = widget.getByRole('textbox', { name: 'Comment (optional)' });
      await box.fill(comment);
      await widget.getByRole('button', { name: 'Submit feedback' }).click();

      await expect(widget.getByRole('status')).toHaveText(
        "Couldn't submit feedback. Please try again later.",
      );
      await expect(box).toHaveValue(comment);
      await expect(widget.getByText('Thank you!')).toHaveCount(0);
      expect(await storedWithComment(request, comment)).toEqual([]);

      await page.unroute('**/api/feedback');
      await widget.getByRole('button', { name: 'Submit feedback' }).click();
      await expect(widget.getByRole('status')).toHaveText('Feedback submitted');
      expect(await storedWithComment(request, comment)).toHaveLength(1);
    });

    for (const failure of ['network error', 'rate limit'] as const) {
      test(`a ${failure} shows the failure and keeps the comment`, async ({ page }) => {
        const widget = await openPage(page);
        await page.route('**/api/feedback', (route) =>
          failure === 'network error'
            ? route.abort('connectionrefused')
            : route.fulfill({
                status: 429,
                contentType: 'application/json',
                headers: { 'retry-after': '30' },
                body: '{"error":{"code":"rate_limited","message":"Too many"}}',
              }),
        );
        await widget.getByRole('button', { name: 'Yes' }).click();
        const box = widget.getByRole('textbox', { name: 'Comment (optional)' });
        await box.fill('Keep me');
        await widget.getByRole('button', { name: 'Submit feedback' }).click();
        await expect(widget.getByRole('status')).toHaveText(
          "Couldn't submit feedback. Please try again later.",
        );
        await expect(box).toHaveValue('Keep me');
      });
    }

    test('a No offers a link to open an issue about the page', async ({ page }) => {
      const widget = await openPage(page);
      await widget.getByRole('button', { name: 'No' }).click();
      const link = widget.getByRole('link', { name: 'Open an issue about this page' });
      const href = new URL((await link.getAttribute('href'))!);
      expect(href.pathname).toMatch(/\/issues\/new$/);
      expect(href.searchParams.get('title')).toBe('[docs] Feedback on “Installation”');
      expect(href.searchParams.get('body')).toContain('/x/introduction/installation/');
      await widget.getByRole('button', { name: 'Yes' }).click();
      await expect(link).toHaveCount(0);
    });

    test('the counter counts characters and a comment over 2,000 is not sent', async ({ page }) => {
      const widget = await openPage(page);
      await widget.getByRole('button', { name: 'Yes' }).click();
      const box = widget.getByRole('textbox', { name: 'Comment (optional)' });
      await box.fill('  Hello  ');
      await expect(widget.getByText('5/2000')).toBeVisible();
      await expect(box).toHaveAttribute('aria-describedby', /helper-text/);

      let posted = 0;
      page.on('request', (sent) => {
        if (sent.url().endsWith('/api/feedback') && sent.method() === 'POST') {
          posted += 1;
        }
      });
      await box.fill('x'.repeat(2001));
      await expect(
        widget.getByText('Shorten the comment to 2000 characters. 2001/2000'),
      ).toBeVisible();
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      const submit = widget.getByRole('button', { name: 'Submit feedback' });
      await expect(submit).toHaveAttribute('aria-disabled', 'true');
      // Still focusable and pressable (aria-disabled), but nothing is sent.
      await submit.press('Enter');
      await expect(box).toHaveValue('x'.repeat(2001));
      await expect(widget.getByRole('status')).toHaveText('');
      expect(posted).toBe(0);
    });

    test('"feedback on this section" on a heading pre-fills that section', async ({
      page,
      request,
    }) => {
      const widget = await openPage(page);
      const heading = page.locator('.markdown-body h2').first();
      const sectionId = (await heading.getAttribute('id'))!;
      const link = heading.locator('.section-feedback-link');
      const label = (await link.getAttribute('aria-label'))!;
      expect(label).toMatch(/^Feedback on this section: /);
      const sectionTitle = label.replace('Feedback on this section: ', '');
      await heading.hover();
      await heading.getByRole('link', { name: label }).click();

      await expect(widget.getByText(`About the section “${sectionTitle}”`)).toBeVisible();
      await expect(widget.getByRole('heading', { name: 'Was this page helpful?' })).toBeFocused();
      await expect(widget.getByRole('status')).toHaveText(
        `Feedback on the section “${sectionTitle}”. Was it helpful?`,
      );
      await widget.getByRole('button', { name: 'No' }).click();
      const comment = uniqueComment('This section skips a step.');
      await widget.getByRole('textbox', { name: 'Comment (optional)' }).fill(comment);
      const sent = page.waitForRequest('**/api/feedback');
      await widget.getByRole('button', { name: 'Submit feedback' }).click();
      expect(((await sent).postDataJSON() as FeedbackSubmission).section).toBe(sectionId);
      await expect(widget.getByRole('status')).toHaveText('Feedback submitted');
      expect(await storedWithComment(request, comment)).toEqual([
        expect.objectContaining({ section: sectionId, rating: 'no' }),
      ]);
    });

    test('the section can be cleared to give feedback on the whole page', async ({ page }) => {
      const widget = await openPage(page);
      const heading = page.locator('.markdown-body h2').first();
      await heading.hover();
      await heading.locator('.section-feedback-link').click();
      await widget.getByRole('button', { name: 'Give feedback on the whole page instead' }).click();
      await expect(widget.getByText(/About the section/)).toHaveCount(0);
      await widget.getByRole('button', { name: 'Yes' }).click();
      const sent = page.waitForRequest('**/api/feedback');
      await widget.getByRole('button', { name: 'Submit feedback' }).click();
      expect((await sent).postDataJSON()).not.toHaveProperty('section');
    });

    test('works by keyboard alone', async ({ page, request }) => {
      const widget = await openPage(page);
      await widget.getByRole('button', { name: 'Yes' }).focus();
      await page.keyboard.press('Tab');
      await expect(widget.getByRole('button', { name: 'No' })).toBeFocused();
      await page.keyboard.press('Space');
      await expect(widget.getByRole('button', { name: 'No' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // The comment form's code loads when the reader first reaches the widget: the reader
      // tabs on once the form shows, as a sighted keyboard user would (on a slow machine it can
      // take longer than the keystroke; Tab pressed before then moves past the widget).
      const box = widget.getByRole('textbox', { name: 'Comment (optional)' });
      await expect(box).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(box).toBeFocused();
      const comment = uniqueComment('Typed by keyboard');
      await page.keyboard.type(comment);
      await page.keyboard.press('Tab');
      await expect(widget.getByRole('button', { name: 'Submit feedback' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(widget.getByRole('status')).toHaveText('Feedback submitted');
      await expect(widget.getByText('Thank you!')).toBeFocused();
      expect(await storedWithComment(request, comment)).toHaveLength(1);
    });

    test('speaks Chinese on Chinese pages and records the language', async ({ page }) => {
      const widget = await openPage(page, `/zh${PAGE}`);
      await expect(widget.getByRole('heading', { name: '此页面对你有帮助吗？' })).toBeVisible();
      await expect(
        page.locator('.markdown-body h2 .section-feedback-link').first(),
      ).toHaveAttribute('aria-label', /^对此部分提供反馈: /);
      await widget.getByRole('button', { name: '是' }).click();
      const sent = page.waitForRequest('**/api/feedback');
      await widget.getByRole('button', { name: '提交反馈' }).click();
      expect((await sent).postDataJSON()).toMatchObject({
        language: 'zh',
        pathname: '/x/introduction/installation',
      });
      await expect(widget.getByRole('status')).toHaveText('反馈已提交');
      await expect(widget.getByText('谢谢！')).toBeVisible();
    });

    test('records the product and version of the page', async ({ page }) => {
      const widget = await openPage(page, '/x/react-data-grid/');
      await widget.getByRole('button', { name: 'Yes' }).click();
      const sent = page.waitForRequest('**/api/feedback');
      await widget.getByRole('button', { name: 'Submit feedback' }).click();
      expect((await sent).postDataJSON()).toEqual({
        pathname: '/x/react-data-grid',
        rating: 'yes',
        language: 'en',
        productId: 'x-data-grid',
        version: '6.19.1',
      });
      await expect(widget.getByRole('status')).toHaveText('Feedback submitted');
    });
  });
}
