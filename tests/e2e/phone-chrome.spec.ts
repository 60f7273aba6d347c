import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The chrome on a phone: every kind of page fits 320 and 375 px without sideways scroll, the
 * app bar stays one line (the product name shortens, a long version ends in an ellipsis), API
 * pages read as lists with their import block ready to copy, and navigation entries keep their
 * chevron and badges beside the first line of their label.
 */

/** Docs pages, whose app bar carries the product and version switchers. */
const DOCS_PAGES = [
  // The longest product name, and a page with long inline code names.
  '/x/react-date-pickers/',
  // A guide with tables.
  '/x/introduction/licensing/',
  '/x/react-data-grid/editing/',
  '/x/react-charts/',
  '/x/react-tree-view/',
  '/material-ui/react-button/',
  '/joy-ui/react-button/',
  // The longest version text: v5.0.0-beta.40-1.
  '/base-ui/react-input/',
  '/system/getting-started/the-sx-prop/',
  '/system/spacing/',
];

/**
 * An API page of each product and family, with the longest names: DataGrid's slot default
 * components (`GridColumnHeaderFilterIconButton`), an interface, a picker's function defaults,
 * Base UI's hooks (`useOptionContextStabilizer` as a heading).
 */
const API_PAGES = [
  '/x/api/data-grid/data-grid/',
  '/x/api/data-grid/grid-col-def/',
  '/x/api/date-pickers/date-range-picker/',
  '/x/api/charts/bar-chart/',
  '/x/api/tree-view/tree-view/',
  '/material-ui/api/button/',
  '/joy-ui/api/button/',
  '/system/api/grid/',
  '/base-ui/react-input/components-api/',
  '/base-ui/react-select/hooks-api/',
];

/** The other kinds of page: home, an API index, theme tools, templates, a planned page, 404. */
const OTHER_PAGES = [
  '/',
  '/x/api/data-grid/',
  '/material-ui/customization/color/',
  '/material-ui/customization/theme-builder/',
  '/material-ui/customization/default-theme/',
  '/joy-ui/customization/theme-builder/',
  '/material-ui/getting-started/templates/',
  '/material-ui/getting-started/templates/dashboard/',
  '/joy-ui/getting-started/templates/',
  '/x/react-charts/gauge/',
  '/this/page/does-not-exist/',
];

const API_LAYOUTS = ['expended', 'collapsed', 'table'] as const;

/** Stores one layout for every API section (props, slots, CSS classes) before the page loads. */
async function storeApiLayout(page: Page, layout: string) {
  await page.addInitScript((value) => {
    for (const section of ['props', 'slots', 'classes']) {
      localStorage.setItem(`apiPage_${section}`, value);
    }
  }, layout);
}

/** How far the page is wider than the screen (0 or less: no sideways scroll). */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${label} is wider than the screen by ${overflow} px`).toBeLessThanOrEqual(0);
}

for (const width of [320, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('no docs page scrolls sideways, and the app bar is one line', async ({ page }) => {
      for (const pathname of DOCS_PAGES) {
        await page.goto(pathname);
        await expectNoSidewaysScroll(page, pathname);
        const bar = page.getByRole('banner');
        // One toolbar row: Material UI's toolbar is 56 px high on a phone.
        expect((await bar.boundingBox())?.height, pathname).toBeLessThanOrEqual(57 + 1);
        for (const testId of ['product-switcher', 'version-switcher']) {
          const box = await page.getByTestId(testId).boundingBox();
          expect(box?.height, `${testId} on ${pathname}`).toBeLessThanOrEqual(40);
          expect((box?.x ?? 0) + (box?.width ?? 0), `${testId} on ${pathname}`).toBeLessThanOrEqual(
            width,
          );
        }
      }
    });

    test('no other kind of page scrolls sideways', async ({ page }) => {
      for (const pathname of OTHER_PAGES) {
        await page.goto(pathname);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectNoSidewaysScroll(page, pathname);
      }
    });

    // Every layout at the narrowest width; at 375 px the stored table alone (shown as the
    // expanded list), which a page fitting 320 px has the most width to spare for.
    for (const layout of width === 320 ? API_LAYOUTS : (['table'] as const)) {
      test(`no API page scrolls sideways with the ${layout} layout stored`, async ({ page }) => {
        await storeApiLayout(page, layout);
        for (const pathname of API_PAGES) {
          await page.goto(pathname);
          // A phone shows a stored table as the expanded list.
          await expect(page.locator('.ApiSection').first()).toHaveAttribute(
            'data-layout',
            layout === 'table' ? 'expended' : layout,
          );
          await expectNoSidewaysScroll(page, `${pathname} (${layout})`);
        }
      });
    }
  });
}

test.describe('an API page on a phone', () => {
  test.use({
    viewport: { width: 375, height: 740 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });

  test('offers the two lists, keeps a stored table for wider screens, and wraps long names between their parts', async ({
    page,
  }) => {
    await storeApiLayout(page, 'table');
    await page.goto('/x/api/data-grid/data-grid/');
    const props = page.locator('section[aria-labelledby="props"]');
    await expect(props).toHaveAttribute('data-layout', 'expended');
    await expect(props.getByRole('button', { name: 'Expanded list', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(props.getByRole('button', { name: 'Table', exact: true })).toHaveCount(0);
    await expect(props.getByRole('table')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('apiPage_props'))).toBe('table');

    // The slot's default component is wider than the screen: it wraps where its parts meet.
    const slotDefault = page.locator('#slots-columnHeaderFilterIconButton .ApiRow-facts dd code');
    await expect(slotDefault).toHaveText('GridColumnHeaderFilterIconButton');
    const lines = await slotDefault.evaluate((code) => {
      const range = document.createRange();
      range.selectNodeContents(code);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBeGreaterThan(1);
    const box = await slotDefault.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);

    // Wider, the stored table comes back.
    await page.setViewportSize({ width: 1024, height: 740 });
    await expect(props).toHaveAttribute('data-layout', 'table');
    await expect(props.getByRole('region', { name: 'Props of DataGrid' })).toBeVisible();
  });

  test('its import block is highlighted and Copy copies the import', async ({ page }) => {
    await page.goto('/x/api/data-grid/data-grid-pro/');
    const block = page.locator('article .code-block').first();
    await expect(block).toHaveAttribute('data-language', 'tsx');
    // Highlighted like the prose's code blocks: colored spans for both schemes.
    await expect(block.locator('.shiki span[style*="--shiki-dark"]').first()).toBeVisible();
    const importCode = [
      "import { DataGridPro } from '@mui/x-data-grid-pro/DataGridPro';",
      '// or',
      "import { DataGridPro } from '@mui/x-data-grid-pro';",
    ].join('\n');
    await expect(block.locator('pre')).toHaveText(importCode);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await block.getByRole('button', { name: 'Copy' }).click();
    await expect(block.getByRole('button')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(importCode);
    await expectNoSidewaysScroll(page, 'the DataGridPro API page');
  });
});

test.describe('at 320 px, the switchers', () => {
  test.use({ viewport: { width: 320, height: 740 } });

  test('show the short product name and keep the full one as their name', async ({ page }) => {
    await page.goto('/x/react-date-pickers/');
    const product = page.getByTestId('product-switcher');
    await expect(product).toHaveAccessibleName(/^Date and Time Pickers:/);
    await expect(product.locator('.product-name-short')).toBeVisible();
    await expect(product.locator('.product-name-short')).toHaveText('Pickers');
    await expect(product.locator('.product-name-full')).toBeHidden();

    await page.goto('/base-ui/react-input/');
    const version = page.getByTestId('version-switcher');
    await expect(version).toHaveAccessibleName(/^v5\.0\.0-beta\.40-1:/);
    // Cut with an ellipsis: the text is wider than its box.
    expect(
      await version
        .locator('.version-text')
        .evaluate((element) => element.scrollWidth > element.clientWidth),
    ).toBe(true);
  });
});

/**
 * Where each chevron and badge of the shown navigation entries sits against its label: the
 * distance of its vertical centre from the centre of the label's first line, and whether it
 * lies after the label in the reading direction.
 */
function marksBesideFirstLine(nav: Locator) {
  return nav.evaluate((root) => {
    const rtl = getComputedStyle(root).direction === 'rtl';
    const entries: {
      label: string;
      lines: number;
      mark: string;
      offset: number;
      after: boolean;
    }[] = [];
    for (const item of root.querySelectorAll<HTMLElement>('.nav-item')) {
      const label = item.querySelector<HTMLElement>('.nav-label');
      const labelBox = label?.getBoundingClientRect();
      if (!label || !labelBox || item.closest('.nav-panel:not([data-open])')) {
        continue;
      }
      const lineHeight = parseFloat(getComputedStyle(label).lineHeight);
      const firstLineCentre = labelBox.top + lineHeight / 2;
      for (const mark of item.querySelectorAll<Element>(
        ':scope > .nav-chevron, :scope > .page-badge',
      )) {
        const box = mark.getBoundingClientRect();
        entries.push({
          label: label.textContent ?? '',
          lines: Math.round(labelBox.height / lineHeight),
          mark: mark.textContent || 'chevron',
          offset: Math.abs(box.top + box.height / 2 - firstLineCentre),
          after: rtl ? box.right <= labelBox.left + 1 : box.left >= labelBox.right - 1,
        });
      }
    }
    return entries;
  });
}

const NAV_CASES = [
  { width: 320, direction: 'ltr' },
  { width: 320, direction: 'rtl' },
  { width: 1280, direction: 'ltr' },
  { width: 1280, direction: 'rtl' },
] as const;

for (const { width, direction } of NAV_CASES) {
  test(`navigation entries keep their chevron and badges on their first line (${width} px, ${direction})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    if (direction === 'rtl') {
      await page.addInitScript(() => localStorage.setItem('mui-direction', 'rtl'));
    }
    // The MUI X tree: long API names with plan badges, planned pages, and the pickers'
    // "Date and Time Range components".
    await page.goto('/x/api/data-grid/grid-column-menu-aggregation-item/');
    let nav = page.getByTestId('nav-desktop');
    if (width < 900) {
      await page.getByRole('button', { name: 'Open main navigation' }).click();
      nav = page.getByTestId('nav-mobile');
    }
    await expect(nav).toBeVisible();
    // Every group open, as a reader browsing the whole tree would have it.
    const closed = nav.locator('button.nav-group[aria-expanded="false"]:visible');
    while ((await closed.count()) > 0) {
      const group = nav.locator(
        `button[aria-controls="${await closed.first().getAttribute('aria-controls')}"]`,
      );
      await group.click();
      await expect(group).toHaveAttribute('aria-expanded', 'true');
    }

    const entries = await marksBesideFirstLine(nav);
    const long = entries.find(
      (entry) => entry.label === 'GridColumnMenuAggregationItem' && entry.mark === 'Premium',
    );
    // The test means something only if a label here is longer than its line.
    expect(long?.lines, 'GridColumnMenuAggregationItem wraps').toBeGreaterThan(1);
    expect(entries.some((entry) => entry.mark === 'Planned')).toBe(true);
    expect(entries.some((entry) => entry.label === 'Date and Time Range components')).toBe(true);
    for (const entry of entries) {
      expect(entry.offset, `${entry.label}: ${entry.mark}`).toBeLessThanOrEqual(2);
      expect(entry.after, `${entry.label}: ${entry.mark} follows the label`).toBe(true);
    }
  });
}
