import { expect, showLiveDemo, test } from './fixtures';

test.describe('Data Grid scrolling, virtualization and performance demos', () => {
  test('virtualization: 100,000 rows show a measured time and few row elements', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/x/react-data-grid/virtualization/');
    const demo = page.locator('#HundredThousandRowsGrid');
    await showLiveDemo(demo);
    await demo.getByRole('button', { name: 'Render 100,000 rows' }).click();
    await expect(demo.getByTestId('first-render-time')).toHaveText(
      /First rows on screen \d+ ms after the click/,
      { timeout: 60_000 },
    );
    const countText = await demo.getByTestId('dom-row-count').innerText();
    const match = /Row elements in the DOM: (\d+) of 100,000 rows/.exec(countText);
    expect(match).not.toBeNull();
    const reported = Number(match?.[1]);
    expect(reported).toBeGreaterThan(0);
    expect(reported).toBeLessThan(100);
    // The figure is the page's own: it matches the row elements actually present.
    await expect(demo.locator('[role="row"][data-id]')).toHaveCount(reported);
  });

  test('scrolling: the scroll button brings the chosen row into view and focuses the cell', async ({
    page,
  }) => {
    await page.goto('/x/react-data-grid/scrolling/');
    const demo = page.locator('#ScrollToCellGrid');
    await showLiveDemo(demo);
    const row = demo.locator('[role="row"][data-id="90"]');
    await expect(row).toHaveCount(0);
    await demo.getByRole('spinbutton', { name: 'Row number (1–100)' }).fill('90');
    await demo.getByRole('button', { name: 'Scroll to cell' }).click();
    await expect(row).toBeInViewport();
    await expect(row.locator('[data-field="Oct"]')).toBeFocused();
    await expect(demo.getByRole('status').filter({ hasText: 'Row 90' })).toHaveText(
      /Row 90 \(SHP-0090\), column Oct/,
    );
  });

  test('performance: stable columns stop cell re-renders', async ({ page }) => {
    await page.goto('/x/react-data-grid/performance/');
    const demo = page.locator('#RenderCountGrid');
    await showLiveDemo(demo);
    const status = demo.getByTestId('render-count');
    const rerender = demo.getByRole('button', { name: 'Re-render the parent' });
    await rerender.click();
    await expect(status).toHaveText(/Last re-render: [1-9]\d* cell renders/);
    await demo
      .getByRole('checkbox', { name: 'Create columns and getRowId during render' })
      .uncheck();
    await rerender.click();
    await expect(status).toHaveText(/Last re-render: 0 cell renders/);
  });
});
