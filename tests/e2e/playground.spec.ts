import { readdirSync } from 'node:fs';
import path from 'node:path';
import { isDemoFile } from '../../scripts/demos/demoRegistry';
import { expect, test } from './fixtures';

/** Every demo file of the site, as the generator finds them. */
const DEMO_COUNT = readdirSync(path.join(process.cwd(), 'content'), {
  recursive: true,
  encoding: 'utf8',
}).filter(isDemoFile).length;
import { expectNoSeriousAxeViolations } from './axe';

test.describe('playground', () => {
  test('lists every demo, filters them by name and opens one on a bare page', async ({ page }) => {
    await page.goto('/playground/');
    const demos = page.getByRole('main').getByRole('listitem');
    await expect(demos).toHaveCount(DEMO_COUNT);
    await page.getByRole('searchbox', { name: 'Filter demos' }).fill('basic data grid');
    // Only the demos whose name matches stay listed.
    await expect(
      demos.locator('a[href$="/playground/x/react-data-grid/BasicDataGrid/"]'),
    ).toHaveCount(1);
    expect(await demos.count()).toBeLessThan(5);
    await page.getByRole('searchbox', { name: 'Filter demos' }).fill('no such demo');
    await expect(page.getByRole('status')).toHaveText('No demo matches this filter.');
    await page.getByRole('searchbox', { name: 'Filter demos' }).fill('basic data grid');
    await demos.locator('a[href$="/playground/x/react-data-grid/BasicDataGrid/"]').click();
    await expect(page).toHaveURL(/\/playground\/x\/react-data-grid\/BasicDataGrid\/$/);
    // The bare layout: no app bar switchers, no navigation drawer.
    await expect(page.getByTestId('product-switcher')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Basic data grid');
  });

  test('the data grid demo is live', async ({ page }) => {
    await page.goto('/playground/x/react-data-grid/BasicDataGrid/');
    const demo = page.getByTestId('playground-demo');
    await expect(demo.getByRole('gridcell', { name: 'Solaris' })).toBeVisible();
    await demo
      .getByRole('row', { name: /Kindred/ })
      .getByRole('checkbox')
      .check();
    await expect(demo.getByText('1 row selected')).toBeVisible();
    await demo.getByRole('button', { name: 'Go to next page' }).click();
    await expect(demo.getByRole('gridcell', { name: 'Dune' })).toBeVisible();
  });

  test('the tree view demo expands by keyboard', async ({ page }) => {
    await page.goto('/playground/x/react-tree-view/BasicTreeView/');
    const tree = page.getByRole('tree', { name: 'Project files' });
    await expect(tree.getByRole('treeitem', { name: 'App.tsx' })).toBeVisible();
    await expect(tree.getByText('Header.tsx')).toBeHidden();
    await tree.getByRole('treeitem', { name: 'App.tsx' }).click();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect(tree.getByRole('treeitem', { name: 'Header.tsx' })).toBeVisible();
  });

  test('the chart and date picker demos render', async ({ page }) => {
    await page.goto('/playground/x/react-charts/BasicBarChart/');
    const bars = page.getByTestId('playground-demo').locator('svg rect');
    await expect.poll(async () => bars.count()).toBeGreaterThanOrEqual(12);
    await page.goto('/playground/x/react-date-pickers/BasicDatePicker/');
    await expect(page.getByText('You leave on Monday 15 January 2024.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Departure' }).click();
    await page.keyboard.type('02202024');
    await expect(page.getByText('You leave on Tuesday 20 February 2024.')).toBeVisible();
  });

  test('demos flip with the page in right-to-left', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('mui-direction', 'rtl'));
    await page.goto('/playground/x/react-data-grid/BasicDataGrid/');
    const title = page.getByRole('columnheader', { name: 'Title' });
    const author = page.getByRole('columnheader', { name: 'Author' });
    await expect(title).toBeVisible();
    await expect
      .poll(async () => (await title.boundingBox())!.x - (await author.boundingBox())!.x)
      .toBeGreaterThan(0);
  });

  test('demos follow the dark mode and have no serious axe violations', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('mui-mode', 'dark'));
    await page.goto('/playground/x/react-data-grid/BasicDataGrid/');
    const cell = page.getByRole('gridcell', { name: 'Solaris' });
    await expect(cell).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expectNoSeriousAxeViolations(page);
  });
});
