import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * The message a production build of the installed packages throws: `NODE_ENV` is what their
 * compiled code tests at call time, so the minified message and its link are the real ones.
 */
async function minifiedMessageOf(cause: () => unknown): Promise<string> {
  const previous = process.env.NODE_ENV;
  (process.env as Record<string, string>).NODE_ENV = 'production';
  try {
    cause();
  } catch (error) {
    return (error as Error).message;
  } finally {
    (process.env as Record<string, string | undefined>).NODE_ENV = previous;
  }
  throw new Error('The call threw no error: pick another that the installed packages reject.');
}

/** The site's own path for the link in a minified message (`/production-error/?code=…`). */
function linkPathOf(message: string): string {
  const link = /https:\/\/mui\.com(\/production-error\/\?\S+)/.exec(message);
  if (!link) {
    throw new Error(`No production error link in: ${message}`);
  }
  return link[1];
}

function decodedError(page: Page) {
  return page.getByTestId('decoded-error');
}

test.describe('/production-error/', () => {
  test('a minified error of @mui/material links to its full message with the values in place', async ({
    page,
  }) => {
    // CommonJS resolution: the folder's package.json points `main` at the node build.
    const { createTheme } = createRequire(path.join(process.cwd(), 'package.json'))(
      '@mui/material/styles',
    ) as typeof import('@mui/material/styles');
    const minified = await minifiedMessageOf(() =>
      // A palette color without `main`: the mistake error 11 reports (the types forbid it).
      createTheme({ palette: { primary: { light: '#e3f2fd' } as unknown as { main: string } } }),
    );
    expect(minified).toMatch(/^Minified MUI error #11; visit /);
    await page.goto(linkPathOf(minified));
    await expect(page).toHaveTitle(/^Production error - /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Production error');
    const decoded = decodedError(page);
    await expect(decoded).toContainText('Error #11, thrown by @mui/material:');
    await expect(decoded.locator('pre')).toHaveText(
      'MUI: The color (primary) provided to augmentColor(color) is invalid.\n' +
        'The color object needs to have a `main` property or a `500` property.',
    );
    await expect(decoded.locator('[data-error-value]')).toHaveText([' (primary)', '500']);
    await expect(page.getByTestId('values-note')).toHaveCount(0);
  });

  test('a code with fewer values than its message takes marks the missing ones', async ({
    page,
  }) => {
    await page.goto('/production-error/?code=11&args[]=%20(secondary)');
    const decoded = decodedError(page);
    await expect(decoded.locator('[data-error-value]')).toHaveText([' (secondary)']);
    await expect(decoded.locator('[data-missing-value]')).toHaveText(['%s']);
    await expect(decoded.locator('pre')).toContainText('a `main` property or a `%s` property.');
    await expect(page.getByTestId('values-note')).toContainText(
      'This message takes 2 values and the address carries 1',
    );
    await page.goto('/production-error/?code=7&args[]=extra&args[]=more');
    await expect(decodedError(page).locator('pre')).toHaveText(
      'MUI: `capitalize(string)` expects a string argument.',
    );
    await expect(page.getByTestId('values-note')).toContainText(
      'The address carries 2 values, but this message takes none',
    );
  });

  test('an unknown, invalid or missing code says so, without links', async ({ page }) => {
    const fallback = page.getByTestId('production-error-fallback');
    await page.goto('/production-error/?code=9999&args[]=x');
    await expect(fallback).toContainText('Unknown error code 9999');
    await expect(fallback.locator('a')).toHaveCount(0);
    await expect(decodedError(page)).toHaveCount(0);
    await page.goto('/production-error/?code=abc');
    await expect(fallback).toContainText('“abc” is not an error code');
    await expect(fallback.locator('a')).toHaveCount(0);
    await page.goto('/production-error/');
    await expect(fallback).toContainText('This address carries no error code');
  });

  test('markup in a value is shown as text, never run', async ({ page }) => {
    const script = '<script>window.__productionErrorInjected = true</script>';
    const image = '<img src=x onerror="window.__productionErrorInjected = true">';
    await page.goto(
      `/production-error/?code=11&args[]=${encodeURIComponent(script)}&args[]=${encodeURIComponent(image)}`,
    );
    const decoded = decodedError(page);
    await expect(decoded.locator('[data-error-value]')).toHaveText([script, image]);
    await expect(decoded.locator('script, img')).toHaveCount(0);
    expect(await page.evaluate(() => '__productionErrorInjected' in window)).toBe(false);
  });

  test('a real error of @mui/system decodes, and the table of codes is on the page', async ({
    page,
  }) => {
    const { decomposeColor } = await import('@mui/system');
    const minified = await minifiedMessageOf(() => decomposeColor('oklch(62% 0.2 30)'));
    await page.goto(linkPathOf(minified));
    await expect(decodedError(page).locator('pre')).toContainText(
      'MUI: Unsupported `oklch(62% 0.2 30)` color.',
    );
    const codes = page.locator('#error-codes ~ table tbody th');
    await expect(codes.first()).toHaveText('1');
    expect(await codes.count()).toBeGreaterThanOrEqual(15);
  });

  test('the table ships with this page only', async ({ page }) => {
    // A message no component of the site throws: it can reach the browser only with the table.
    const marker = 'makeStyles is no longer exported from @mui/material/styles';
    const scriptsWithMarker = async (path: string): Promise<number> => {
      const bodies: Promise<string>[] = [];
      const collect = (response: Response) => {
        if (response.request().resourceType() === 'script') {
          bodies.push(response.text().catch(() => ''));
        }
      };
      page.on('response', collect);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      page.off('response', collect);
      const texts = await Promise.all(bodies);
      return texts.filter((text) => text.includes(marker)).length;
    };
    expect(await scriptsWithMarker('/production-error/?code=14')).toBeGreaterThan(0);
    expect(await scriptsWithMarker('/x/introduction/licensing/')).toBe(0);
  });

  for (const setting of [
    { name: 'light', storage: {} },
    { name: 'dark', storage: { 'mui-mode': 'dark' } },
    { name: 'RTL', storage: { 'mui-direction': 'rtl' } },
  ]) {
    test(`passes axe in ${setting.name}, message left to right`, async ({ page }) => {
      await page.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) {
          localStorage.setItem(key, value);
        }
      }, setting.storage);
      await page.goto('/production-error/?code=11&args[]=%20(primary)');
      await expect(decodedError(page).locator('[data-error-value]')).toHaveText([' (primary)']);
      await expect(decodedError(page).locator('[data-missing-value]')).toHaveCount(1);
      await expect(decodedError(page).locator('pre')).toHaveAttribute('dir', 'ltr');
      if (setting.name === 'RTL') {
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      }
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('the keyboard reaches the page content from the skip link', async ({ page }) => {
    await page.goto('/production-error/?code=9&args[]=zzz');
    await page.keyboard.press('Tab');
    await expect(page.locator('a[href="#main-content"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
    await expect(decodedError(page).locator('[data-error-value]')).toHaveText(['zzz']);
  });
});
