import { expectNoSeriousAxeViolations } from './axe';
import { expect, focusSectionedField, showLiveDemo, test } from './fixtures';

test.describe('Migration guides', () => {
  test('Data Grid v5 → v6: the renamed selection and pagination props report their models', async ({
    page,
  }) => {
    await page.goto('/x/migration/migration-data-grid-v5/');
    // The grid renders nothing on the server: find the section by its status line.
    const demo = page.locator('section[data-demo]').filter({ hasText: 'rowSelectionModel:' });
    await showLiveDemo(demo);
    await expect(demo.getByText('rowSelectionModel: [2]')).toBeVisible();

    // disableRowSelectionOnClick: clicking a cell does not select its row…
    await demo.locator('[role="row"][data-id="4"] [data-field="destination"]').click();
    await expect(demo.getByText('rowSelectionModel: [2]')).toBeVisible();
    // …but its checkbox does.
    await demo.locator('[role="row"][data-id="4"]').getByRole('checkbox').check();
    await expect(demo.getByText('rowSelectionModel: [2, 4]')).toBeVisible();

    await expect(demo.getByText('paginationModel: page 0, pageSize 5')).toBeVisible();
    await demo.getByRole('button', { name: 'Go to next page' }).click();
    await expect(demo.getByText('paginationModel: page 1, pageSize 5')).toBeVisible();
  });

  test('Pickers v5 → v6: a date typed in the DD/MM/YYYY field updates the summary', async ({
    page,
  }) => {
    await page.goto('/x/migration/migration-pickers-v5/');
    const demo = page.locator('section[data-demo]').filter({ hasText: 'Delivery day' });
    await showLiveDemo(demo);
    const field = demo.getByRole('textbox', { name: 'Delivery day' });
    await expect(field).toHaveValue('18/03/2024');
    await focusSectionedField(field);
    await page.keyboard.type('25122024');
    await expect(field).toHaveValue('25/12/2024');
    await expect(demo.getByText('Delivery on Wednesday 25 December 2024 at 14:30.')).toBeVisible();
  });

  test('the longest guide, with its wide tables, has no serious axe violations', async ({
    page,
  }) => {
    await page.goto('/x/migration/migration-data-grid-v5/');
    // Wide tables scroll sideways: each is focusable, so the keyboard can scroll it.
    await expect(page.locator('article table').first()).toHaveAttribute('tabindex', '0');
    await expectNoSeriousAxeViolations(page);
  });
});
