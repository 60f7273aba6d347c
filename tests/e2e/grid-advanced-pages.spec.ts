import { expect, showLiveDemo, test } from './fixtures';

test.describe('Data Grid advanced pages', () => {
  test('events: clicking a cell adds it to the event log', async ({ page }) => {
    await page.goto('/x/react-data-grid/events/');
    const demo = page.locator('#EventLogGrid');
    await showLiveDemo(demo);
    const log = demo.getByRole('log', { name: 'Event log' });
    await expect(log).toContainText('Click, sort, select or type in the grid.');
    await demo.locator('[role="row"][data-id="2"] [data-field="light"]').click();
    // The click also selects the row, so other events may come after it.
    await expect(log.locator('li', { hasText: 'cellClick' })).toHaveText(
      'cellClick row 2, field "light"',
    );
    await demo.getByRole('button', { name: 'Clear' }).click();
    await expect(log).toContainText('Click, sort, select or type in the grid.');
  });

  test('state: a saved view restores its sort after a reset', async ({ page }) => {
    await page.goto('/x/react-data-grid/state/');
    const demo = page.locator('#SaveRestoreStateGrid');
    await showLiveDemo(demo);
    const firstName = demo.locator('[role="row"][data-rowindex="0"] [data-field="name"]');
    await expect(firstName).toHaveText('Aiko Mori');
    const sinceHeader = demo.locator('[role="columnheader"][data-field="since"]');
    await sinceHeader.click();
    await expect(sinceHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstName).toHaveText('Elin Berg');
    await demo.getByRole('button', { name: 'Save view' }).click();
    await expect(demo.getByText('View saved.')).toBeVisible();
    // The demo's own Reset, not the toolbar's (which resets the demo's code).
    await demo
      .locator('[data-demo-root]')
      .getByRole('button', { name: 'Reset', exact: true })
      .click();
    await expect(sinceHeader).toHaveAttribute('aria-sort', 'none');
    await expect(firstName).toHaveText('Aiko Mori');
    await demo.getByRole('button', { name: 'Restore saved view' }).click();
    await expect(sinceHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstName).toHaveText('Elin Berg');
  });

  test('editing recipes: one click opens the editor', async ({ page }) => {
    await page.goto('/x/react-data-grid/recipes-editing/');
    const demo = page.locator('#SingleClickEditingGrid');
    await showLiveDemo(demo);
    const cell = demo.locator('[role="row"][data-id="3"] [data-field="task"]');
    await cell.click();
    const input = cell.locator('input');
    await expect(input).toBeFocused();
    await input.fill('Fix the logout redirect');
    // Clicking another cell saves the first one and opens the second.
    const hours = demo.locator('[role="row"][data-id="1"] [data-field="hours"]');
    await hours.click();
    await expect(hours.locator('input')).toBeFocused();
    await expect(cell).toHaveText('Fix the logout redirect');
  });

  test('editing recipes: discarding bulk edits brings the saved values back', async ({ page }) => {
    await page.goto('/x/react-data-grid/recipes-editing/');
    const demo = page.locator('#BulkEditingGrid');
    await showLiveDemo(demo);
    const cell = demo.locator('[role="row"][data-id="2"] [data-field="stock"]');
    await cell.dblclick();
    await cell.locator('input').fill('40');
    await cell.locator('input').press('Enter');
    await expect(demo.getByText('1 row has unsaved changes.')).toBeVisible();
    await expect(cell).toHaveText('40');
    await demo.getByRole('button', { name: 'Discard' }).click();
    await expect(cell).toHaveText('42');
    await expect(demo.getByText('Changes discarded.')).toBeVisible();
  });

  test('row grouping recipes: an open group stays open after a refresh', async ({ page }) => {
    await page.goto('/x/react-data-grid/recipes-row-grouping/');
    const demo = page.locator('#KeepExpansionGrid');
    await showLiveDemo(demo);
    const ticket = demo.locator('[role="row"][data-id="4"]');
    await expect(ticket).toHaveCount(0);
    await demo
      .locator('[role="row"][data-id="auto-generated-row-queue/Shipping"]')
      .getByRole('button', { name: 'see children' })
      .click();
    await expect(ticket).toBeVisible();
    await demo.getByRole('button', { name: 'Refresh data' }).click();
    await expect(ticket).toBeVisible();
    await demo.getByRole('checkbox', { name: 'Keep open groups open' }).uncheck();
    await demo.getByRole('button', { name: 'Refresh data' }).click();
    await expect(ticket).toHaveCount(0);
  });
});
