import { expect, showLiveDemo, test } from './fixtures';

test.describe('pickers customization demos', () => {
  test('the Clear action of a custom action bar empties the field', async ({ page }) => {
    await page.goto('/x/react-date-pickers/custom-components/');
    const demo = page.getByRole('region', { name: 'Demo: Action bar actions' });
    await showLiveDemo(demo);
    const field = demo.getByLabel('Deadline');
    await expect(field).toHaveValue('03/15/2024');
    await demo.getByRole('button', { name: /Choose date, selected date is Mar 15, 2024/ }).click();
    const dialog = page.getByRole('dialog');
    // The four actions, in the order the demo lists them.
    await expect(dialog.getByRole('button', { name: /^(Clear|Today|Cancel|OK)$/ })).toHaveText([
      'Clear',
      'Today',
      'Cancel',
      'OK',
    ]);
    await dialog.getByRole('button', { name: 'Clear' }).click();
    await expect(dialog).toBeHidden();
    await expect(demo.getByText('No deadline')).toBeVisible();
    await expect(field).not.toHaveValue(/\d/);
  });

  test('the highlighted days demo marks the market days', async ({ page }) => {
    await page.goto('/x/react-date-pickers/custom-components/');
    const demo = page.getByRole('region', { name: 'Demo: Highlighted days' });
    await showLiveDemo(demo);
    const marked = demo.getByRole('gridcell', { name: /market day/ });
    await expect(marked).toHaveText(['4', '18']);
    await expect(demo.locator('.MuiBadge-dot:not(.MuiBadge-invisible)')).toHaveCount(2);
    // A Saturday that is not a market day keeps its plain name.
    await expect(demo.getByRole('gridcell', { name: '11', exact: true })).toBeVisible();
  });

  test('a picker opened from a custom button works by keyboard and shows the picked date', async ({
    page,
  }) => {
    await page.goto('/x/react-date-pickers/custom-opening-button/');
    const demo = page.getByRole('region', { name: 'Demo: Button opens picker' });
    await showLiveDemo(demo);
    const shown = demo.getByLabel('Delivery date');
    await expect(shown).toHaveValue('Tuesday, March 12, 2024');
    const button = demo.getByRole('button', { name: 'Change date' });
    await button.focus();
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog').getByRole('grid');
    await expect(calendar).toBeVisible();
    await expect(calendar.getByRole('gridcell', { name: '12', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(shown).toHaveValue('Thursday, March 14, 2024');
    await expect(button).toBeFocused();
  });
});
