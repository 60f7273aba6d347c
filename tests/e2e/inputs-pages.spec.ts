import { demoSectionWith, expect, showLiveDemo, test } from './fixtures';

test('the transfer list moves the checked apps to the other list', async ({ page }) => {
  await page.goto('/material-ui/react-transfer-list/');
  const available = page.getByRole('list', { name: 'Available' });
  const installed = page.getByRole('list', { name: 'Installed' });
  await showLiveDemo(demoSectionWith(page, available));

  const install = page.getByRole('button', { name: 'Install the checked apps' });
  await expect(install).toBeDisabled();
  await available.getByLabel('Calendar').check();
  await available.getByLabel('Files').check();
  await install.click();

  await expect(installed.getByLabel('Calendar')).toBeVisible();
  await expect(installed.getByLabel('Files')).toBeVisible();
  await expect(available.getByLabel('Calendar')).toHaveCount(0);
  // Moved items arrive unchecked, so nothing is left to move.
  await expect(install).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Remove the checked apps' })).toBeDisabled();
});

test('the virtualized autocomplete renders a few rows and reaches the last of 10,000 by keyboard', async ({
  page,
}) => {
  await page.goto('/material-ui/react-autocomplete/');
  const input = page.getByRole('combobox', { name: 'Product SKU' });
  await showLiveDemo(demoSectionWith(page, input));

  await input.focus();
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  expect(await listbox.getByRole('option').count()).toBeLessThan(40);

  await page.keyboard.press('End');
  const last = listbox.getByRole('option', { name: 'SKU-10000 Coral Sock' });
  await expect(last).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue('SKU-10000 Coral Sock');
});

test('the components overview filters its cards by name', async ({ page }) => {
  await page.goto('/material-ui/all-components/');
  const cards = page.locator('main a:has(svg[viewBox="0 0 120 72"])');
  expect(await cards.count()).toBeGreaterThan(50);

  await page.getByRole('searchbox', { name: 'Filter components' }).fill('slider');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute('href', '/material-ui/react-slider/');

  await page.getByRole('searchbox', { name: 'Filter components' }).fill('zzz');
  await expect(cards).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'No component matches' })).toBeVisible();
});
