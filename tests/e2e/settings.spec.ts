import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { fulfillWithScriptAtEnd } from './scriptAtEnd';

const DARK_BACKGROUND = 'rgb(11, 17, 23)';
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Open settings' }).click();
  return page.getByRole('dialog');
}

function bodyBackground(page: Page) {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

test.describe('mode', () => {
  test('dark mode applies at once, is stored and survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/x/introduction/');
    await expect(page.locator('body')).toHaveClass(/mode-light/);
    const settings = await openSettings(page);
    await expect(settings.getByRole('button', { name: 'System', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await settings.getByRole('button', { name: 'Dark' }).click();
    await expect(page.locator('body')).toHaveClass(/mode-dark/);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b1117');
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
    // Clicking the selected value again must not clear it.
    await settings.getByRole('button', { name: 'Dark' }).click();
    await expect(settings.getByRole('button', { name: 'Dark' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.reload();
    await expect(page.locator('body')).toHaveClass(/mode-dark/);
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  });

  test('the stored mode is applied before any script of the app runs (no flash)', async ({
    browser,
  }) => {
    // Every script file is blocked, so the page never hydrates: use a plain page.
    const page = await browser.newPage();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => localStorage.setItem('mui-mode', 'dark'));
    // Block every script file: only the inline init script can act before paint.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/x/introduction/');
    await expect(page.locator('body')).toHaveClass(/mode-dark/);
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b1117');
    await page.close();
  });

  test('system mode follows the operating system live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/x/introduction/');
    await expect(page.locator('body')).toHaveClass(/mode-dark/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('body')).toHaveClass(/mode-light/);
    expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false });

  test('the page follows a dark OS preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/x/introduction/');
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  });

  test('the page follows a light OS preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/x/introduction/');
    expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);
  });
});

test.describe('direction', () => {
  test('right to left flips the whole page and survives a reload', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/x/introduction/');
    const settings = await openSettings(page);
    await settings.getByRole('button', { name: 'Right to left' }).click();
    await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
    expect(await page.evaluate(() => localStorage.getItem('mui-direction'))).toBe('rtl');
    await page.keyboard.press('Escape');

    const navBox = async () => (await page.getByTestId('nav-desktop').boundingBox())!;
    await expect.poll(async () => (await navBox()).x).toBeGreaterThan(640);
    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
    await expect.poll(async () => (await navBox()).x).toBeGreaterThan(640);

    // Code stays left to right inside right-to-left prose.
    await expect(page.locator('.markdown-body :not(pre) > code').first()).toHaveCSS(
      'direction',
      'ltr',
    );

    const again = await openSettings(page);
    await again.getByRole('button', { name: 'Left to right' }).click();
    await expect(page.locator('body')).toHaveAttribute('dir', 'ltr');
    await expect.poll(async () => (await navBox()).x).toBeLessThan(10);
  });

  test('mode and direction chosen in another tab apply to an open page', async ({
    page,
    context,
  }) => {
    await page.goto('/x/react-data-grid/editing/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const other = await context.newPage();
    await other.goto('/x/introduction/');
    const settings = await openSettings(other);
    await settings.getByRole('button', { name: 'Right to left' }).click();
    await settings.getByRole('button', { name: 'Dark' }).click();
    await expect(other.locator('body')).toHaveAttribute('dir', 'rtl');

    await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('body')).toHaveClass(/mode-dark/);
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    await expect
      .poll(async () => (await page.getByTestId('nav-desktop').boundingBox())!.x)
      .toBeGreaterThan(640);
  });
});

test.describe('language', () => {
  test('Chinese pages use the zh interface strings', async ({ page }) => {
    await page.goto('/zh/x/introduction/installation/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.getByRole('link', { name: '编辑此页' })).toBeVisible();
    await expect(page.getByRole('button', { name: '打开设置' })).toBeVisible();
    await expect(page.locator('a[rel="next"]')).toHaveAttribute(
      'href',
      '/zh/x/introduction/licensing/',
    );
  });

  test('the settings drawer switches language and keeps the page', async ({ page }) => {
    await page.goto('/x/introduction/support/');
    const settings = await openSettings(page);
    await settings.getByRole('button', { name: '中文' }).click();
    await expect(page).toHaveURL(/\/zh\/x\/introduction\/support\/$/);
    // The drawer stays open and speaks Chinese now.
    await expect(settings.getByRole('heading', { name: '设置' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: '编辑此页' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await page.getByRole('button', { name: '打开设置' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/x\/introduction\/support\/$/);
    await expect(page).not.toHaveURL(/\/zh\//);
  });
});

test.describe('keyboard', () => {
  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/x/introduction/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
  });

  test('settings work by keyboard alone', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/x/introduction/');
    await page.getByRole('button', { name: 'Open settings' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Dark' }).focus();
    await page.keyboard.press('Space');
    await expect(page.locator('body')).toHaveClass(/mode-dark/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open settings' })).toBeFocused();
  });
});

test.describe('hydration', () => {
  // The page hydrates inside one Suspense region (src/hydration/DeferredHydration.tsx). A setting
  // applied after load updates state while the page hydrates: React must still hydrate the
  // server HTML in place, not drop it and render the page again.
  test('with every setting changed, a page hydrates in place and without errors', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'codeVariant', value: 'JS', url: baseURL! }]);
    await page.addInitScript(() => {
      window.localStorage.setItem('mui-mode', 'dark');
      window.localStorage.setItem('mui-direction', 'rtl');
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on(
      'console',
      (message) =>
        message.type() === 'error' &&
        !/service worker/i.test(message.text()) &&
        errors.push(message.text()),
    );
    // Keeps a reference to the server's heading before any script of the app runs.
    await page.route('**/x/react-data-grid/editing/?from=test', (route) =>
      fulfillWithScriptAtEnd(route, 'window.serverHeading = document.querySelector("h1");'),
    );
    await page.goto('/x/react-data-grid/editing/?from=test#persist-changes');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    const section = page.locator('[data-demo]').first();
    // The code variant from the cookie reaches the demos' toolbars once hydrated.
    await expect(
      section.getByRole('button', { name: 'JS: Show the JavaScript source' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { serverHeading?: Element }).serverHeading ===
          document.querySelector('h1'),
      ),
    ).toBe(true);
    expect(errors).toEqual([]);
  });
});
