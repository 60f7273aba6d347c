import { expect, test } from './fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const GRID_PAGE = '/x/react-data-grid/';

test.describe('demos on a page', () => {
  test('a demo renders live and responds', async ({ page }) => {
    await page.goto(GRID_PAGE);
    const demo = page.getByRole('region', { name: 'Demo: Basic data grid' });
    // A demo's code loads once it nears the viewport (see demo-lazy.spec.ts).
    await demo.scrollIntoViewIfNeeded();
    await expect(demo.locator('[data-demo-root]')).toHaveAttribute('data-demo-state', 'live');
    await expect(demo.getByRole('gridcell', { name: 'Solaris' })).toBeVisible();
    await demo
      .getByRole('row', { name: /Kindred/ })
      .getByRole('checkbox')
      .check();
    await expect(demo.getByText('1 row selected')).toBeVisible();
  });

  test('the preview shows until the full code is asked for', async ({ page }) => {
    await page.goto('/x/react-charts/');
    const demo = page.getByRole('region', { name: 'Demo: Basic bar chart' });
    const code = demo.locator('.demo-code [data-variant="TS"]');
    await expect(code).toHaveText(/^<BarChart/);
    await demo.getByRole('button', { name: 'Show code' }).click();
    await expect(demo.getByRole('button', { name: 'Hide code' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(code).toContainText("import { BarChart } from '@mui/x-charts/BarChart';");
  });

  test('the JS/TS switch changes every demo and survives a reload', async ({ page, context }) => {
    await page.goto(GRID_PAGE);
    const demo = page.getByRole('region', { name: 'Demo: Basic data grid' });
    await demo.getByRole('button', { name: 'Show code' }).click();
    const visibleCode = demo.locator('.demo-code pre:visible');
    await expect(visibleCode).toContainText('const columns: GridColDef<Book>[]');
    await demo.getByRole('button', { name: /^JS/ }).click();
    await expect(demo.getByRole('button', { name: /^JS/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(visibleCode).toContainText('const columns = [');
    await expect(visibleCode).not.toContainText('GridColDef');
    const cookie = (await context.cookies()).find((entry) => entry.name === 'codeVariant');
    expect(cookie?.value).toBe('JS');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

    await page.goto('/x/react-charts/');
    const chart = page.getByRole('region', { name: 'Demo: Basic bar chart' });
    await expect(chart.locator('.demo-code pre:visible')).toContainText('<BarChart');
    await expect(chart.getByRole('button', { name: /^JS/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.reload();
    await expect(page.locator('.demo-code [data-variant="JS"]').first()).toBeVisible();
    await expect(page.locator('.demo-code [data-variant="TS"]').first()).toBeHidden();
  });

  test('a #Demo.js hash presets JavaScript before the page is interactive', async ({ browser }) => {
    const page = await browser.newPage();
    // Scripts blocked: only the inline init script can choose the variant.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/x/react-date-pickers/#BasicDatePicker.js');
    await expect(page.locator('html')).toHaveAttribute('data-code-variant', 'JS');
    const demo = page.locator('section#BasicDatePicker');
    await expect(demo.locator('.demo-code [data-variant="JS"]')).toBeVisible();
    await expect(demo.locator('.demo-code [data-variant="TS"]')).toBeHidden();
    const cookies = await page.context().cookies();
    expect(cookies.find((entry) => entry.name === 'codeVariant')?.value).toBe('JS');
    await page.close();
  });

  test('copy puts the current variant on the clipboard and reads Copied for 2 s', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(GRID_PAGE);
    const demo = page.getByRole('region', { name: 'Demo: Basic data grid' });
    await demo.getByRole('button', { name: /^JS/ }).click();
    // Time stands still from here on, and moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 60_000);
    await demo.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(demo.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('export default function BasicDataGrid() {');
    expect(copied).toContain('const columns = [');
    expect(copied).not.toContain('GridColDef');
    await page.clock.runFor(1900);
    await expect(demo.getByRole('button', { name: 'Copied' })).toBeVisible();
    await page.clock.runFor(200);
    await expect(demo.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
  });

  test('the toolbar works by keyboard alone', async ({ page }) => {
    await page.goto('/x/react-tree-view/');
    const toolbar = page
      .getByRole('region', { name: 'Demo: Basic tree view' })
      .getByRole('toolbar', { name: 'Demo actions' });
    const showCode = toolbar.getByRole('button', { name: 'Show code' });
    await showCode.focus();
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: /^TS/ })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(toolbar.getByRole('button', { name: /^JS/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.press('End');
    await expect(toolbar.getByRole('button').last()).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect(toolbar.getByRole('button', { name: 'Hide code' })).toBeFocused();
    // Only one toolbar button is in the tab order.
    await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);
  });
});
