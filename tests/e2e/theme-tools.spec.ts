import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, showLiveDemo, test } from './fixtures';

const backgroundOf = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);
const rowGapOf = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).rowGap);
const heightOf = (locator: Locator) =>
  locator.evaluate((element) => Math.round(element.getBoundingClientRect().height));

/** The page's uncaught errors and console errors (these pages have no Pro demos, so no license messages). */
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

test.describe('Color tool', () => {
  test('a typed color, applied, restyles the demos for the session; Reset restores them', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const errors = collectPageErrors(page);
    await page.goto('/material-ui/customization/color/');
    const demo = page.locator('#ThemedControls');
    await showLiveDemo(demo);
    const button = demo.getByRole('button', { name: 'Save changes' });
    expect(await backgroundOf(button)).toBe('rgb(25, 118, 210)');

    const tool = page.getByRole('form', { name: 'Color tool' });
    await tool.getByLabel('Primary', { exact: true }).fill('rgb(233, 30, 99)');
    await expect(tool.getByRole('list', { name: 'Primary variants' })).toBeVisible();
    await tool.getByRole('button', { name: 'Apply to the demos' }).click();
    await expect.poll(() => backgroundOf(button)).toBe('rgb(233, 30, 99)');
    await expect(tool.getByRole('region', { name: 'Theme code' })).toContainText(
      "main: 'rgb(233, 30, 99)',",
    );
    await tool.getByRole('button', { name: 'Copy theme code' }).click();
    await expect(tool.getByRole('status')).toHaveText('Theme code copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      "main: 'rgb(233, 30, 99)',",
    );

    // A palette shade picked by keyboard: the secondary hue radios and the shade slider.
    await tool
      .getByRole('radiogroup', { name: /^Secondary hue/ })
      .getByRole('radio', { name: 'Teal' })
      .focus();
    await page.keyboard.press('Space');
    await tool.getByRole('button', { name: 'Apply to the demos' }).click();
    const publish = demo.getByRole('button', { name: 'Publish' });
    await expect.poll(() => backgroundOf(publish)).toBe('rgb(0, 150, 136)'); // teal[500]

    await page.reload();
    await showLiveDemo(demo);
    await expect.poll(() => backgroundOf(button)).toBe('rgb(233, 30, 99)');

    await tool.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => backgroundOf(button)).toBe('rgb(25, 118, 210)');
    await expect(tool.getByLabel('Primary', { exact: true })).toHaveValue('#1976d2');
    expect(errors).toEqual([]);
  });

  test('an unknown format shows an error naming it and the page keeps working', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto('/material-ui/customization/color/');
    const demo = page.locator('#ThemedControls');
    await showLiveDemo(demo);
    const button = demo.getByRole('button', { name: 'Save changes' });
    const tool = page.getByRole('form', { name: 'Color tool' });
    const primary = tool.getByLabel('Primary', { exact: true });

    await primary.fill('not-a-color');
    await tool.getByRole('button', { name: 'Apply to the demos' }).click();
    const alert = tool.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('"not-a-color" is not a color');
    await expect(primary).toBeFocused();
    expect(await backgroundOf(button)).toBe('rgb(25, 118, 210)');

    await primary.fill('#3f51b5');
    await expect(alert).toHaveCount(0);
    await primary.press('Enter');
    await expect.poll(() => backgroundOf(button)).toBe('rgb(63, 81, 181)');
    expect(errors).toEqual([]);
  });

  test('/material-ui/customization/color/ has no serious axe violations', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/material-ui/customization/color/');
    for (const id of ['#ThemedControls', '#SelectionGrid']) {
      await showLiveDemo(page.locator(id));
    }
    await expect(page.locator('#SelectionGrid [role="row"]').nth(1)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('Density tool', () => {
  test('+, −, the number field and Reset change a demo spacing; Dense shrinks fields and rows', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto('/material-ui/customization/density/');
    const tool = page.getByRole('region', { name: 'Density tool' });
    const formDemo = page.locator('#ContactFormAndList');
    await showLiveDemo(formDemo);
    // The form is a Stack with spacing={2}: its gap is theme.spacing(2).
    const form = formDemo.getByRole('form', { name: 'New contact' });
    expect(await rowGapOf(form)).toBe('16px');

    await tool.getByRole('button', { name: 'Increase spacing' }).click();
    await expect.poll(() => rowGapOf(form)).toBe('18px');
    await tool.getByRole('button', { name: 'Decrease spacing' }).click();
    await tool.getByRole('button', { name: 'Decrease spacing' }).click();
    await expect.poll(() => rowGapOf(form)).toBe('14px');
    await tool.getByLabel('Spacing unit (px)').fill('12');
    await expect.poll(() => rowGapOf(form)).toBe('24px');
    await expect(tool.getByRole('status')).toContainText('spacing unit of 12px');

    const field = formDemo.locator('.MuiInputBase-root').first();
    const fieldHeight = await heightOf(field);
    const gridDemo = page.locator('#DensityGrid');
    await showLiveDemo(gridDemo);
    const row = gridDemo.locator('[role="row"][data-id="1"]');
    expect(await heightOf(row)).toBe(52);

    await tool.getByRole('checkbox', { name: 'Dense' }).check();
    await expect.poll(() => heightOf(row)).toBe(36);
    await expect.poll(() => heightOf(field)).toBeLessThan(fieldHeight - 10);

    await tool.getByRole('button', { name: 'Reset density' }).click();
    await expect.poll(() => rowGapOf(form)).toBe('16px');
    await expect.poll(() => heightOf(row)).toBe(52);
    await expect(tool.getByRole('checkbox', { name: 'Dense' })).not.toBeChecked();
    expect(errors).toEqual([]);
  });

  test('/material-ui/customization/density/ has no serious axe violations', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/material-ui/customization/density/');
    for (const id of ['#ContactFormAndList', '#DensityGrid']) {
      await showLiveDemo(page.locator(id));
    }
    await expect(page.locator('#DensityGrid [role="row"]').nth(1)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
