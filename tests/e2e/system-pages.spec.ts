import type { Page } from '@playwright/test';
import { expect, showLiveDemo, test } from './fixtures';

/** The page's uncaught errors and console errors. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });
  return errors;
}

test.describe('MUI System pages', () => {
  test('the properties table lists the installed sx properties and narrows as the reader filters', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto('/system/properties/');
    const tool = page.getByRole('group', { name: 'System properties' });
    const rows = tool.locator('tbody tr');
    // Server-rendered: every property of @mui/system's sx configuration, before any script.
    await expect(rows).toHaveCount(110);
    await expect(
      tool.getByRole('row', { name: /^px paddingLeft, paddingRight theme\.spacing/ }),
    ).toBeVisible();

    await tool.getByLabel('Filter by property or CSS property').fill('paddingLeft');
    // pl, px, paddingLeft, paddingX: the keys writing padding-left.
    await expect(rows).toHaveCount(4);
    await expect(tool.getByRole('status')).toHaveText(/^4 of 110 properties/);
    await expect(tool.getByRole('rowheader', { name: 'paddingX', exact: true })).toBeVisible();

    await tool.getByLabel('Filter by property or CSS property').fill('');
    await tool.getByLabel('Group').click();
    await page.getByRole('option', { name: 'shadows', exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('boxShadow: 1 → boxShadow: 0px 2px 1px -1px');
    expect(errors).toEqual([]);
  });

  test('the spacing playground writes the chosen key and value into the code and the box', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto('/system/spacing/');
    const demo = page.locator('#SpacingPlayground');
    await showLiveDemo(demo);
    await demo.getByLabel('Side').click();
    await page.getByRole('option', { name: 'Left and right (x)' }).click();
    const slider = demo.getByRole('slider', { name: /^Value/ });
    await slider.focus();
    await page.keyboard.press('End'); // 6
    await expect(demo.locator('code')).toHaveText('<Box sx={{ px: 6 }} />');
    const box = demo.getByText('Content', { exact: true }).locator('..');
    // 6 spacing units of 8px on the left and the right; none at the top.
    await expect
      .poll(() =>
        box.evaluate((element) => {
          const style = getComputedStyle(element);
          return [style.paddingLeft, style.paddingRight, style.paddingTop];
        }),
      )
      .toEqual(['48px', '48px', '0px']);
    expect(errors).toEqual([]);
  });
});
