import type { Browser, Page, Request } from '@playwright/test';
import { expect, showLiveDemo, test } from './fixtures';

/** Every font the page requests, as it loads. */
function recordFonts(page: Page): Request[] {
  const fonts: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') {
      fonts.push(request);
    }
  });
  return fonts;
}

async function fontsSettled(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

test('Material UI demos render in Roboto, served by the site', async ({ page, baseURL }) => {
  const fonts = recordFonts(page);
  await page.goto('/material-ui/react-button/');
  // The live demo replaces its server HTML when its code arrives: the check reads the live one.
  await showLiveDemo(
    page.locator('section[data-demo]', { has: page.locator('.MuiButton-root') }).first(),
  );
  const button = page.locator('section[data-demo] .MuiButton-root').first();
  expect(await button.evaluate((node) => getComputedStyle(node).fontFamily)).toMatch(
    /^"?Roboto"?,/,
  );
  await fontsSettled(page);
  await expect.poll(() => page.evaluate(() => document.fonts.check('500 14px Roboto'))).toBe(true);
  await expect
    .poll(() => fonts.map((request) => new URL(request.url()).pathname))
    .toContainEqual(
      expect.stringMatching(/^\/fonts\/roboto-latin-500-normal\.[0-9a-f]{8}\.woff2$/),
    );
  for (const request of fonts) {
    expect(new URL(request.url()).origin).toBe(new URL(baseURL!).origin);
  }
  // The first screen's files are preloaded.
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(2);
});

test('Joy UI demos render in Inter, served by the site', async ({ page, baseURL }) => {
  const fonts = recordFonts(page);
  await page.goto('/joy-ui/react-button/');
  // The demo's server HTML is swapped for its live nodes when its code arrives: the check waits
  // for the live demo, so the button it reads is not replaced under it.
  await showLiveDemo(
    page.locator('section[data-demo]', { has: page.locator('.joy-demo') }).first(),
  );
  const button = page.locator('.joy-demo .MuiButton-root').first();
  expect(await button.evaluate((node) => getComputedStyle(node).fontFamily)).toMatch(/^"?Inter"?,/);
  await fontsSettled(page);
  await expect.poll(() => page.evaluate(() => document.fonts.check('600 14px Inter'))).toBe(true);
  const paths = fonts.map((request) => new URL(request.url()));
  expect(paths.map((url) => url.origin)).toEqual(paths.map(() => new URL(baseURL!).origin));
  expect(paths.map((url) => url.pathname)).toContainEqual(
    expect.stringMatching(/^\/fonts\/inter-latin-wght-normal\.[0-9a-f]{8}\.woff2$/),
  );
  // Joy's fallback stack names Roboto after Inter: the page must not download it meanwhile.
  expect(paths.map((url) => url.pathname)).not.toContainEqual(expect.stringMatching(/roboto/));
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute(
    'href',
    /^\/fonts\/inter-latin-wght-normal\./,
  );
});

/**
 * The layout shift the swap from the fallback to the typeface causes on a page's first screen:
 * server HTML alone (scripts blocked, so nothing else moves), the fonts held back until the
 * fallback has painted, then let through.
 */
async function swapShift(browser: Browser, pathname: string, probe: string): Promise<number> {
  const page = await browser.newPage();
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/fonts/**', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(pathname, { waitUntil: 'domcontentloaded' });
  const before = await page.evaluate(
    (font) =>
      new Promise<boolean>((resolve) => {
        const shifts = { total: 0 };
        (window as unknown as { shifts: typeof shifts }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number }[]) {
            shifts.total += entry.value;
          }
        }).observe({ type: 'layout-shift' });
        // Two frames: the fallback has painted.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(document.fonts.check(font))),
        );
      }),
    probe,
  );
  release();
  await expect.poll(() => page.evaluate((font) => document.fonts.check(font), probe)).toBe(true);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { shifts: { total: number } }).shifts.total),
          ),
        ),
      ),
  );
  await page.close();
  expect(before, 'the typeface must still be missing when the fallback paints').toBe(false);
  return shift;
}

test('swapping in the typefaces barely moves the first screen', async ({ browser }) => {
  const roboto = await swapShift(browser, '/material-ui/react-button/', '500 14px Roboto');
  const inter = await swapShift(browser, '/joy-ui/react-button/', '600 14px Inter');
  console.log(`layout shift of the font swap: Roboto ${roboto}, Inter ${inter}`);
  expect(roboto).toBeLessThan(0.01);
  expect(inter).toBeLessThan(0.01);
});

test('font files are cached for a year, and prose pages load none', async ({ page }) => {
  const fonts = recordFonts(page);
  await page.goto('/x/introduction/licensing/');
  await fontsSettled(page);
  expect(fonts).toEqual([]);
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  // The chrome keeps the system font stack.
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
    /^system-ui/,
  );

  const href = await page.evaluate(() => {
    const style = document.querySelector('style[data-site-fonts]')?.textContent ?? '';
    return /url\((\/fonts\/[^)]+)\)/.exec(style)?.[1] ?? null;
  });
  expect(href).toMatch(/^\/fonts\/.+\.woff2$/);
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-type']).toBe('font/woff2');
});

test('the first load of a data grid page fetches only Roboto, under 100 kB', async ({ page }) => {
  const fonts = recordFonts(page);
  await page.goto('/x/react-data-grid/');
  await fontsSettled(page);
  const files = await Promise.all(
    fonts.map(async (request) => ({
      path: new URL(request.url()).pathname,
      bytes: (await (await request.response())!.body()).length,
    })),
  );
  console.log(`fonts on the first load of /x/react-data-grid/: ${JSON.stringify(files)}`);
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    // Latin, and latin-ext for the accented names in the grid's rows (its unicode-range).
    expect(file.path).toMatch(/^\/fonts\/roboto-latin(-ext)?-\d00-normal\./);
  }
  expect(files.reduce((sum, file) => sum + file.bytes, 0)).toBeLessThan(100_000);
});
