import { expect, showLiveDemo, test } from './fixtures';

test.describe('Data Grid group and pivot demos', () => {
  test('tree data: expanding a folder shows its files', async ({ page }) => {
    await page.goto('/x/react-data-grid/tree-data/');
    const demo = page.locator('#FileTreeGrid');
    await showLiveDemo(demo);
    const folder = demo.locator('[role="row"][data-id="5"]');
    await expect(folder).toContainText('components');
    await expect(demo.locator('[role="row"][data-id="6"]')).toHaveCount(0);
    await folder.getByRole('button', { name: 'see children' }).click();
    await expect(demo.locator('[role="row"][data-id="6"]')).toContainText('Button.tsx');
    await expect(demo.locator('[role="row"][data-id="7"]')).toContainText('Dialog.tsx');
    await folder.getByRole('button', { name: 'hide children' }).click();
    await expect(demo.locator('[role="row"][data-id="6"]')).toHaveCount(0);
  });

  test('row grouping: the grouping control regroups the rows', async ({ page }) => {
    await page.goto('/x/react-data-grid/row-grouping/');
    const demo = page.locator('#ControlledGroupingGrid');
    await showLiveDemo(demo);
    const teamGroup = demo.locator('[role="row"][data-id="auto-generated-row-team/Billing"]');
    const urgentGroup = demo.locator('[role="row"][data-id="auto-generated-row-priority/Urgent"]');
    await expect(teamGroup).toContainText('Billing (3)');
    await expect(urgentGroup).toHaveCount(0);
    await demo.getByRole('button', { name: 'Priority', exact: true }).click();
    await expect(demo.getByText('rowGroupingModel: ["priority"]')).toBeVisible();
    await expect(urgentGroup).toContainText('Urgent (3)');
    await expect(teamGroup).toHaveCount(0);
  });

  test('aggregation: the footer sums the rows that pass the filter', async ({ page }) => {
    await page.goto('/x/react-data-grid/aggregation/');
    const demo = page.locator('#AggregationFooterGrid');
    await showLiveDemo(demo);
    const footerCopies = demo.locator(
      '[role="row"][data-id="auto-generated-group-footer-root"] [data-field="copies"]',
    );
    await expect(footerCopies).toHaveText('7,790');
    await demo.getByRole('searchbox', { name: 'Search' }).fill('fiction');
    await expect(footerCopies).toHaveText('4,260');
    await demo.getByRole('checkbox', { name: 'Include filtered-out rows' }).check();
    await expect(footerCopies).toHaveText('7,790');
  });

  test('server-side tree data: expanding a row loads its children', async ({ page }) => {
    await page.goto('/x/react-data-grid/server-side-data/tree-data/');
    const demo = page.locator('#LazyChildrenTreeGrid');
    await showLiveDemo(demo);
    const portugal = demo.locator('[role="row"][data-id="Portugal"]');
    await expect(portugal).toBeVisible();
    await portugal.getByRole('button', { name: 'see children' }).click();
    await expect(demo.locator('[role="row"][data-id="Portugal/Norte"]')).toContainText('Region');
    await expect(demo.locator('[role="row"][data-id="Portugal/…"]')).toHaveCount(0);
  });
});
