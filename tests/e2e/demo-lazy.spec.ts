import type { Locator, Page } from '@playwright/test';
import { holdChunk, ownDemoChunkUrls } from './demoChunks';
import { expect, openPicker, test } from './fixtures';

/**
 * Requests (paths) of a demo's own chunks (its module, and library code no other demo needs;
 * webpack decides how many chunks that takes).
 */
function trackChunk(page: Page, demoName: string): string[] {
  const chunks = ownDemoChunkUrls(demoName);
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (chunks.includes(pathname)) {
      requests.push(pathname);
    }
  });
  return requests;
}

/** Each of the demo's own chunks was requested, once. */
function expectLoadedOnce(requests: string[], demoName: string): void {
  expect([...requests].sort()).toEqual([...ownDemoChunkUrls(demoName)].sort());
}

const demoRoot = (demo: Locator) => demo.locator('[data-demo-root]');

/** How far the element is from the viewport, in viewport heights (0 when it overlaps). */
async function screensAway(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const distance = Math.max(box.top - window.innerHeight, -box.bottom, 0);
    return distance / window.innerHeight;
  });
}

test.describe('demos load when they near the viewport', () => {
  test('a demo far from the viewport does not load until scrolled near, then responds', async ({
    page,
  }) => {
    const requests = trackChunk(page, 'x/react-tree-view/BasicTreeView');
    // The last section of the page: the demo at the top is more than a screen above.
    await page.goto('/x/react-tree-view/#keyboard-interaction');
    const demo = page.getByRole('region', { name: 'Demo: Basic tree view' });
    expect(await screensAway(demo)).toBeGreaterThan(1.2);
    await page.waitForLoadState('networkidle');
    await expect(demoRoot(demo)).toHaveAttribute('data-demo-state', 'static');
    expect(requests).toEqual([]);
    // The server HTML is there all along.
    await expect(demo.getByRole('treeitem', { name: 'App.tsx' })).toBeAttached();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(demoRoot(demo)).toHaveAttribute('data-demo-state', 'live');
    expectLoadedOnce(requests, 'x/react-tree-view/BasicTreeView');
    const publicFolder = demo.getByRole('treeitem', { name: 'public' });
    await expect(publicFolder).toHaveAttribute('aria-expanded', 'false');
    await publicFolder.getByText('public').click();
    await expect(publicFolder).toHaveAttribute('aria-expanded', 'true');
    await expect(demo.getByRole('treeitem', { name: 'favicon.svg' })).toBeVisible();
  });

  test('using the toolbar loads the demo before it is scrolled to', async ({ page }) => {
    const requests = trackChunk(page, 'x/react-date-pickers/BasicDatePicker');
    await page.goto('/x/react-date-pickers/#validation-and-customization');
    const demo = page.getByRole('region', { name: 'Demo: Basic date picker' });
    expect(await screensAway(demo)).toBeGreaterThan(1.2);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    const scrollY = await page.evaluate(() => window.scrollY);

    const showCode = demo.getByRole('button', { name: 'Show code' });
    await showCode.evaluate((button: HTMLElement) => button.focus({ preventScroll: true }));
    await expect(demoRoot(demo)).toHaveAttribute('data-demo-state', 'live');
    expectLoadedOnce(requests, 'x/react-date-pickers/BasicDatePicker');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    await expect(showCode).toBeFocused();
    // Live: the picker opens its calendar and takes a date.
    const dialog = await openPicker(demo.getByRole('button', { name: /^Choose date/ }));
    await dialog
      .getByRole('grid', { name: 'January' })
      .getByRole('gridcell', { name: '20' })
      .click();
    await expect(demo.getByText('You leave on Saturday 20 January 2024.')).toBeVisible();
  });

  test('focusing inside the static demo loads it and keeps the focus', async ({ page }) => {
    const requests = trackChunk(page, 'x/react-tree-view/BasicTreeView');
    await page.goto('/x/react-tree-view/#keyboard-interaction');
    const demo = page.getByRole('region', { name: 'Demo: Basic tree view' });
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await demo
      .getByRole('tree')
      .evaluate((tree: HTMLElement) => tree.focus({ preventScroll: true }));
    await expect(demoRoot(demo)).toHaveAttribute('data-demo-state', 'live');
    expectLoadedOnce(requests, 'x/react-tree-view/BasicTreeView');
    expect(await screensAway(demo)).toBeGreaterThan(1.2);
    // The live tree has the focus the static one had, and answers the keyboard.
    await expect(demo.getByRole('tree')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect(demo.getByRole('treeitem', { name: 'components' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('pressing inside the static demo loads it', async ({ page }) => {
    const requests = trackChunk(page, 'x/react-tree-view/BasicTreeView');
    await page.goto('/x/react-tree-view/#keyboard-interaction');
    const demo = page.getByRole('region', { name: 'Demo: Basic tree view' });
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    // A pointer press where the demo is, without scrolling to it.
    await demo.getByRole('treeitem', { name: 'package.json' }).dispatchEvent('pointerdown');
    await expect(demoRoot(demo)).toHaveAttribute('data-demo-state', 'live');
    expectLoadedOnce(requests, 'x/react-tree-view/BasicTreeView');
  });
});

test.describe('a press before the demo is live', () => {
  test('a button pressed in the server rendering acts once the demo is live', async ({ page }) => {
    const release = await holdChunk(page, 'x/react-data-grid/export/CsvPreviewGrid');
    await page.goto('/x/react-data-grid/export/#CsvPreviewGrid');
    const demo = page.locator('#CsvPreviewGrid');
    await expect(demoRoot(demo)).toHaveAttribute('data-demo-state', 'loading');
    // The server's button: pressing it does nothing yet but is remembered.
    await demo.getByRole('button', { name: 'Preview CSV' }).click();
    const preview = demo.getByLabel('CSV preview');
    await expect(preview).not.toContainText('Ticker');

    release();
    await expect(demoRoot(demo)).toHaveAttribute('data-demo-state', 'live');
    await expect(preview).toContainText('Ticker,Company,Shares,Price');
  });
});

test.describe('a press on the rows a grid shows before its code', () => {
  test('a column header pressed in the server rendering sorts the live grid', async ({ page }) => {
    const release = await holdChunk(page, 'x/react-data-grid/BasicDataGrid');
    await page.goto('/x/react-data-grid/');
    const demo = page.getByRole('region', { name: 'Demo: Basic data grid' });
    await expect(demoRoot(demo)).toHaveAttribute('data-demo-state', 'loading');
    const rows = demo.getByRole('row');
    // Server order: the first row is the first book of the demo's data.
    await expect(rows.nth(1)).toContainText('The Left Hand of Darkness');
    await demo.getByRole('columnheader', { name: 'Published' }).click();

    release();
    await expect(demoRoot(demo)).toHaveAttribute('data-demo-state', 'live');
    await expect(demo.getByRole('columnheader', { name: 'Published' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(rows.nth(1)).toContainText('Solaris');
  });
});

test.describe('keys typed before the demo is live', () => {
  test('a date typed into the server rendering of a field is typed into the live one, CPU 6× slower', async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const release = await holdChunk(page, 'x/react-date-pickers/date-field/ControlledDateField');
    await page.goto('/x/react-date-pickers/date-field/#ControlledDateField');
    const demo = page.locator('#ControlledDateField');
    const field = demo.getByLabel('Birth date');
    await field.focus();
    await expect(demoRoot(demo)).toHaveAttribute('data-demo-state', 'loading');
    await page.keyboard.type('04151990');
    // The static field takes none of it: nothing half-typed, nothing lost.
    await expect(field).not.toHaveValue(/1990/);

    release();
    await expect(demoRoot(demo)).toHaveAttribute('data-demo-state', 'live');
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('04/15/1990');
    await expect(demo.getByText('Born on 15 April 1990')).toBeVisible();
  });
});

test.describe('no layout shift', () => {
  test('the data grid keeps the height it had before its code arrived', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) {
            shifts.push(entry.value);
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const release = await holdChunk(page, 'x/react-data-grid/BasicDataGrid');
    await page.goto('/x/react-data-grid/');
    const demo = page.getByRole('region', { name: 'Demo: Basic data grid' });
    // In view: its chunk is asked for at once, and held back here.
    await expect(demoRoot(demo)).toHaveAttribute('data-demo-state', 'loading');
    const before = await demo.boundingBox();
    const rootBefore = await demoRoot(demo).boundingBox();
    expect(rootBefore!.height).toBeGreaterThan(300);
    // The rows are in the server HTML (the build's grid snapshot), where the live grid puts them.
    const cell = demo.getByRole('gridcell', { name: 'Solaris' });
    await expect(cell).toBeVisible();
    const cellBefore = await cell.boundingBox();
    const rowsBefore = await demo.getByRole('row').allInnerTexts();

    release();
    await expect(demoRoot(demo)).toHaveAttribute('data-demo-state', 'live');
    await expect(cell).toBeVisible();
    expect(await demo.getByRole('row').allInnerTexts()).toEqual(rowsBefore);
    expect(await cell.boundingBox()).toEqual(cellBefore);
    expect((await demo.boundingBox())!.height).toBe(before!.height);
    expect((await demoRoot(demo).boundingBox())!.height).toBe(rootBefore!.height);
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
    );
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.02);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false });

  test('every data grid demo shows its first screen of rows', async ({ page }) => {
    await page.goto('/x/react-data-grid/editing/');
    const grids = page.locator('[data-grid-snapshot-slot]');
    const count = await grids.count();
    expect(count).toBeGreaterThan(3);
    for (let index = 0; index < count; index += 1) {
      const grid = grids.nth(index);
      const name = await grid.getAttribute('data-grid-snapshot-slot');
      const cells = grid.locator('[role="gridcell"]:not(:empty)');
      expect(await cells.count(), `${name} has rows`).toBeGreaterThan(3);
      await expect(cells.first(), `${name} shows its rows`).toBeVisible();
    }
    // Every slot was filled: no server marker is left.
    await expect(page.locator('template[data-grid-snapshot-end]')).toHaveCount(0);
    // Ids are the snapshot's own, and unique on the page.
    const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((e) => e.id));
    expect(ids.length - new Set(ids).size).toBe(0);
  });

  test('the tree view and the date picker demos show their server rendering', async ({ page }) => {
    await page.goto('/x/react-tree-view/');
    const tree = page.getByRole('region', { name: 'Demo: Basic tree view' }).getByRole('tree');
    await expect(tree).toBeVisible();
    await expect(tree.getByRole('treeitem', { name: 'App.tsx' })).toBeVisible();
    await expect(tree.getByRole('treeitem', { name: 'package.json' })).toBeVisible();

    await page.goto('/x/react-date-pickers/');
    const picker = page.getByRole('region', { name: 'Demo: Basic date picker' });
    await expect(picker.getByRole('textbox', { name: 'Departure' })).toHaveValue('01/15/2024');
    await expect(picker.getByText('You leave on Monday 15 January 2024.')).toBeVisible();
  });
});

/** Every CSS rule of the page's style sheets, as text (Emotion inserts each new style as rules). */
function cssRules(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
  );
}

/** The page's CSS rules once they have stopped changing (nothing inserted for a second). */
async function settledCssRules(page: Page): Promise<string[]> {
  let last: string[] = [];
  await expect
    .poll(
      async () => {
        const rules = await cssRules(page);
        const settled = rules.length === last.length;
        last = rules;
        return settled;
      },
      { intervals: [500], timeout: 20_000 },
    )
    .toBe(true);
  return last;
}

test('a live date picker demo readies its popup out of sight: the first press adds no style to the popup, and nothing shows or takes focus before it', async ({
  page,
}) => {
  // Anything with the dialog role attached to the document before the press.
  await page.addInitScript(() => {
    const seen = { dialogs: 0 };
    (window as unknown as { e2eSeen: typeof seen }).e2eSeen = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (
            node instanceof Element &&
            (node.matches('[role="dialog"]') || node.querySelector('[role="dialog"]'))
          ) {
            seen.dialogs += 1;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/x/react-date-pickers/date-picker/');
  const demo = page.getByRole('region', { name: 'Demo: Controlled date picker' });
  await demo.scrollIntoViewIfNeeded();
  await expect(demoRoot(demo)).toHaveAttribute('data-demo-state', 'live');
  // The reader's focus, which the hidden popup must leave where it is.
  const field = demo.getByLabel('Publication date');
  await field.focus();
  const before = await settledCssRules(page);
  await expect(field).toBeFocused();
  const seen = await page.evaluate(
    () => (window as unknown as { e2eSeen: { dialogs: number } }).e2eSeen.dialogs,
  );
  expect(seen).toBe(0);

  const dialog = await openPicker(demo.getByRole('button', { name: /Choose date/ }));
  await expect(dialog.getByRole('gridcell', { name: '20', exact: true })).toBeVisible();
  // The rules the press inserted that style something in the popup: cold, those of the popup,
  // the calendar, its header and its days. (The press inserts the pressed button's ripple.)
  const styledInPopup = await dialog.evaluate((popup, known) => {
    const old = new Set(known);
    return [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter(
        (rule): rule is CSSStyleRule =>
          rule instanceof CSSStyleRule &&
          !old.has(rule.cssText) &&
          (popup.matches(rule.selectorText) || popup.querySelector(rule.selectorText) !== null),
      )
      .map((rule) => rule.selectorText);
  }, before);
  expect(styledInPopup).toEqual([]);
});
