import { expect, showLiveDemo, test } from './fixtures';

test.describe('Data Grid feature demos', () => {
  test('editing: a cell edited with the keyboard shows the new value', async ({ page }) => {
    await page.goto('/x/react-data-grid/editing/');
    const demo = page.locator('#CellEditingGrid');
    await showLiveDemo(demo);
    const cell = demo.locator('[role="row"][data-id="2"] [data-field="name"]');
    await expect(cell).toHaveText('Linen apron');
    await cell.dblclick();
    const input = cell.locator('input');
    await expect(input).toBeFocused();
    await input.fill('Cotton apron');
    await input.press('Enter');
    await expect(cell).toHaveText('Cotton apron');
    await expect(cell.locator('input')).toHaveCount(0);
  });

  test('editing: a rejected save keeps the editor open and shows the error', async ({ page }) => {
    await page.goto('/x/react-data-grid/editing/');
    const demo = page.locator('#ServerPersistenceGrid');
    await showLiveDemo(demo);
    const cell = demo.locator('[role="row"][data-id="1"] [data-field="name"]');
    await cell.click();
    await cell.press('Enter');
    await cell.locator('input').fill('   ');
    await cell.locator('input').press('Enter');
    await expect(demo.getByRole('alert')).toHaveText(/The name cannot be empty/);
    await expect(cell.locator('input')).toBeVisible();
    await cell.locator('input').fill('Inês Duarte');
    await cell.locator('input').press('Enter');
    await expect(demo.getByRole('alert')).toHaveText(/Saved Inês Duarte/);
    await expect(cell).toHaveText('Inês Duarte');
  });

  test('editing: an invalid value cannot be committed', async ({ page }) => {
    await page.goto('/x/react-data-grid/editing/');
    const demo = page.locator('#ValidationGrid');
    await showLiveDemo(demo);
    const cell = demo.locator('[role="row"][data-id="2"] [data-field="age"]');
    await cell.dblclick();
    const input = cell.locator('input');
    await input.fill('12');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await input.press('Enter');
    await expect(input).toBeVisible();
    await input.fill('30');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await input.press('Enter');
    await expect(cell).toHaveText('30');
  });

  test('filtering: a value typed in the filter panel narrows the rows', async ({ page }) => {
    await page.goto('/x/react-data-grid/filtering/');
    const demo = page.locator('#FilteredRowCountGrid');
    await showLiveDemo(demo);
    const status = demo.getByText(/cities match$/);
    await expect(status).toHaveText('12 of 12 cities match');
    await demo.getByRole('button', { name: 'Show filters' }).click();
    const panel = page.locator('.MuiDataGrid-filterForm');
    await panel.getByLabel('Columns').selectOption('country');
    await panel.getByRole('textbox', { name: 'Value' }).fill('japan');
    await expect(status).toHaveText('2 of 12 cities match');
    // Only the two Japanese cities remain (the grid virtualizes, so count after filtering).
    await expect(demo.locator('[role="row"][data-id]')).toHaveCount(2);
    await expect(demo.locator('[role="row"][data-id="7"]')).toHaveCount(0);
    await expect(demo.locator('[role="row"][data-id="1"] [data-field="city"]')).toHaveText('Tokyo');
  });
});

test.describe('Data Grid selection demos', () => {
  test('row selection: checking rows updates the selected count', async ({ page }) => {
    await page.goto('/x/react-data-grid/row-selection/');
    const demo = page.locator('#CheckboxSelectionGrid');
    await showLiveDemo(demo);
    await demo.getByRole('checkbox', { name: 'Select row' }).first().check();
    await expect(demo.getByText('1 row selected')).toBeVisible();
    await demo.getByRole('checkbox', { name: 'Select row' }).nth(2).check();
    await expect(demo.getByText('2 rows selected')).toBeVisible();
    await expect(demo.locator('[role="row"].Mui-selected')).toHaveCount(2);
  });

  test('row selection: rows without copies cannot be selected', async ({ page }) => {
    await page.goto('/x/react-data-grid/row-selection/');
    const demo = page.locator('#IsRowSelectableGrid');
    await showLiveDemo(demo);
    const soldOut = demo.locator('[role="row"][data-id="2"]');
    await expect(soldOut.getByRole('checkbox')).toBeDisabled();
    await demo.getByRole('checkbox', { name: 'Select all rows' }).check();
    await expect(demo.getByText('9 rows selected')).toBeVisible();
  });

  test('row selection: the controlled model lists the selected titles', async ({ page }) => {
    await page.goto('/x/react-data-grid/row-selection/');
    const demo = page.locator('#ControlledRowSelectionGrid');
    await showLiveDemo(demo);
    await expect(demo.getByText('Selected: The Remains of the Day, Never Let Me Go')).toBeVisible();
    await demo.getByRole('button', { name: 'Clear' }).click();
    await expect(demo.getByText('Nothing selected')).toBeVisible();
    await demo.locator('[role="row"][data-id="1"]').getByRole('checkbox').check();
    await expect(demo.getByText('Selected: Things Fall Apart')).toBeVisible();
  });
});

test.describe('Data Grid export, clipboard and localization demos', () => {
  test('export: the CSV preview escapes values and leaves out non-exported columns', async ({
    page,
  }) => {
    await page.goto('/x/react-data-grid/export/');
    const demo = page.locator('#CsvPreviewGrid');
    // A click on the server rendering only starts the demo's loading: wait until it is live.
    await showLiveDemo(demo);
    await demo.getByRole('button', { name: 'Preview CSV' }).click();
    const preview = demo.getByLabel('CSV preview');
    await expect(preview).toContainText('Ticker,Company,Shares,Price');
    await expect(preview).toContainText('BLUE,"Bluewater ""Marine""",40,$112.75');
    await expect(preview).not.toContainText('Internal note');
    await demo.locator('[role="row"][data-id="3"]').getByRole('checkbox').check();
    await demo.getByRole('button', { name: 'Preview CSV' }).click();
    await expect(preview).toContainText('ORCH,Orchard Foods');
    await expect(preview).not.toContainText('NOVA');
  });

  test('clipboard: Ctrl+C on a selected row reports the copied text', async ({ page }) => {
    await page.goto('/x/react-data-grid/clipboard/');
    const demo = page.locator('#CommaDelimiterCopyGrid');
    await showLiveDemo(demo);
    await demo.locator('[role="row"][data-id="2"] [data-field="item"]').click();
    await page.keyboard.press('ControlOrMeta+c');
    await expect(demo.getByLabel('Copied text')).toHaveText(/^Rent,/);
  });

  test('localization: switching the language translates the toolbar', async ({ page }) => {
    await page.goto('/x/react-data-grid/localization/');
    const demo = page.locator('#LocaleSwitcherGrid');
    await showLiveDemo(demo);
    await expect(demo.getByRole('button', { name: /colonnes/i })).toBeVisible();
    await demo.getByRole('button', { name: 'Deutsch' }).click();
    await expect(demo.getByRole('button', { name: /spalten/i })).toBeVisible();
    await expect(demo.getByRole('button', { name: /colonnes/i })).toHaveCount(0);
  });
});
