import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ConsoleMessage, Locator, Page } from '@playwright/test';
import { pageTrees } from '../../src/docs/nav';
import { expect, test } from './fixtures';

/**
 * Visits every readable page of the X products' guides, as the navigation tree
 * lists them, and checks that it loads, has a title and an h1, logs no console
 * error (MUI X's license messages excepted) and that every demo renders once
 * scrolled into view.
 */

const PRODUCT_PREFIXES = [
  '/x/react-data-grid',
  '/x/react-date-pickers',
  '/x/react-charts',
  '/x/react-tree-view',
  '/x/migration',
];

const PAGES = pageTrees.order.x
  .filter((leaf) => !leaf.planned && !leaf.pathname.startsWith('/x/api'))
  .filter((leaf) =>
    PRODUCT_PREFIXES.some(
      (prefix) => leaf.pathname === prefix || leaf.pathname.startsWith(`${prefix}/`),
    ),
  )
  .map((leaf) => `${leaf.pathname}/`);

/**
 * The console errors of `@mui/x-license-pro` (its showError banners), which a
 * Pro or Premium demo logs when the build has no license key. Nothing else is excused.
 */
const LICENSE_MESSAGE =
  /^\*+\n\nMUI: (Missing license key|Invalid license key|License key plan mismatch|Expired package version|Expired license key)\./;

function isLicenseMessage(text: string): boolean {
  return LICENSE_MESSAGE.test(text);
}

const PAGES_PER_TEST = 3;
// Generous for a loaded CI machine; a page takes 3 to 10 s here with two workers.
const SECONDS_PER_PAGE = 30;

/** What a demo must show once live, told by the package its source renders. */
type DemoKind = 'grid' | 'pickers' | 'chart' | 'tree' | 'other';

function demoKind(demoName: string): DemoKind {
  const source = readFileSync(path.join(process.cwd(), 'content', `${demoName}.tsx`), 'utf8');
  if (/from '@mui\/x-data-grid(-pro|-premium)?'/.test(source) && /<DataGrid/.test(source)) {
    return 'grid';
  }
  if (/from '@mui\/x-tree-view/.test(source) && /<TreeView/.test(source)) return 'tree';
  if (/from '@mui\/x-charts/.test(source)) return 'chart';
  if (/from '@mui\/x-date-pickers(-pro)?/.test(source)) return 'pickers';
  return 'other';
}

/** What a pickers demo renders once hydrated: an input, a calendar grid or time options. */
const PICKER_CONTENT = ['input', '[role="grid"]', '[role="option"]', '[role="radiogroup"]']
  .map((selector) => `${selector}:visible`)
  .join(', ');

async function checkDemo(demo: Locator): Promise<void> {
  const name = await demo.getAttribute('data-demo');
  expect(name, 'a demo section names its demo').toBeTruthy();
  await demo.scrollIntoViewIfNeeded();
  const live = demo.locator('.demo-live');
  const timeout = 10_000;
  switch (demoKind(name!)) {
    case 'grid':
      // Rows beyond the header: data rows carry data-id (header rows do not). A demo whose
      // grid mounts on a button press (a measurement) marks its placeholder instead.
      await expect(
        live.locator('.MuiDataGrid-root [role="row"][data-id], [data-grid-on-demand]').first(),
        `the grid of demo ${name} shows rows`,
      ).toBeVisible({ timeout });
      return;
    case 'tree':
      await expect(live.getByRole('treeitem').first(), `demo ${name} shows a tree`).toBeVisible({
        timeout,
      });
      return;
    case 'chart':
      // A chart is an SVG with drawn marks (bars, arcs, lines or points), not an empty frame.
      await expect(live.locator('svg').first(), `demo ${name} draws a chart`).toBeVisible({
        timeout,
      });
      await expect(live.locator('svg :is(path, rect, circle)').first()).toBeAttached();
      return;
    case 'pickers':
      await expect(
        live.locator(PICKER_CONTENT).first(),
        `demo ${name} shows its picker`,
      ).toBeVisible({ timeout });
      return;
    default:
      await expect
        .poll(
          () =>
            live.evaluate(
              (element) =>
                (element as HTMLElement).innerText.trim().length > 0 ||
                element.querySelector('svg, input, canvas, img, [role]') !== null,
            ),
          { message: `demo ${name} renders content`, timeout },
        )
        .toBe(true);
  }
}

async function checkPage(page: Page, url: string, errors: string[]): Promise<void> {
  errors.length = 0;
  const response = await page.goto(url);
  expect(response?.status(), `${url} answers 200`).toBe(200);
  expect((await page.title()).trim(), `${url} has a <title>`).not.toBe('');
  await expect(page.locator('h1').first(), `${url} has an h1`).toBeVisible();
  const demos = page.locator('section[data-demo]');
  const count = await demos.count();
  for (let index = 0; index < count; index += 1) {
    await checkDemo(demos.nth(index));
  }
  expect(errors, `${url} logs no console error`).toEqual([]);
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    result.push(items.slice(start, start + size));
  }
  return result;
}

test('the navigation lists the X guide pages', () => {
  expect(PAGES).toContain('/x/react-data-grid/');
  expect(PAGES.some((url) => url.startsWith('/x/api'))).toBe(false);
});

for (const group of chunks(PAGES, PAGES_PER_TEST)) {
  test(`pages load with their demos: ${group.join(', ')}`, async ({ page }) => {
    test.setTimeout(group.length * SECONDS_PER_PAGE * 1000);
    const errors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' && !isLicenseMessage(message.text())) {
        errors.push(message.text());
      }
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    for (const url of group) {
      await test.step(url, () => checkPage(page, url, errors));
    }
  });
}
