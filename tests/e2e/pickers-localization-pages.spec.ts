import type { Page } from '@playwright/test';
import { expect, focusSectionedField, showLiveDemo, test } from './fixtures';

/** The live section of a demo, found by its accessible name ("Demo: <title>"). */
async function liveDemo(page: Page, title: string) {
  const demo = page.getByRole('region', { name: `Demo: ${title}` });
  await showLiveDemo(demo);
  return demo;
}

test.describe('pickers localization demos', () => {
  test('choosing a language translates the toolbar title and the buttons', async ({ page }) => {
    await page.goto('/x/react-date-pickers/localization/');
    const demo = await liveDemo(page, 'Component text locales');
    await expect(demo.getByText('Choisir une date')).toBeVisible();
    await expect(demo.getByRole('button', { name: 'Annuler' })).toBeVisible();

    await demo.getByRole('button', { name: 'Deutsch' }).click();
    await expect(demo.getByText('Datum auswählen')).toBeVisible();
    await expect(demo.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    await expect(demo.getByText('Choisir une date')).toHaveCount(0);
  });

  test('choosing a date locale changes the field format, month names and week start', async ({
    page,
  }) => {
    await page.goto('/x/react-date-pickers/adapters-locale/');
    const demo = await liveDemo(page, 'Date locale switcher');
    const field = demo.getByLabel('Delivery date');
    await expect(field).toHaveValue('11/20/2024');
    await expect(demo.getByText('November 2024')).toBeVisible();
    await expect(demo.getByText('First day of the week: Sunday')).toBeVisible();

    await demo.getByRole('button', { name: 'French' }).click();
    await expect(field).toHaveValue('20/11/2024');
    await expect(demo.getByText('novembre 2024')).toBeVisible();
    await expect(demo.getByText('First day of the week: lundi')).toBeVisible();
  });
});

test.describe('pickers timezone demos', () => {
  test('one instant shows different hours in each zone, and an edit moves them all', async ({
    page,
  }) => {
    await page.goto('/x/react-date-pickers/timezone/');
    const demo = await liveDemo(page, 'Same instant in zones');
    const newYork = demo.getByLabel('New York (America/New_York)');
    const paris = demo.getByLabel('Paris (Europe/Paris)');
    const tokyo = demo.getByLabel('Tokyo (Asia/Tokyo)');
    await expect(newYork).toHaveValue('11/20/2024 10:00');
    await expect(paris).toHaveValue('11/20/2024 16:00');
    await expect(tokyo).toHaveValue('11/21/2024 00:00');

    // Month, day, year, then hours: one hour later in New York is one hour later everywhere.
    // The field selects its first section in a task after it gains the focus; an arrow pressed
    // before that would be undone by it.
    await focusSectionedField(newYork);
    for (let step = 0; step < 3; step += 1) {
      await page.keyboard.press('ArrowRight');
    }
    await page.keyboard.press('ArrowUp');
    await expect(newYork).toHaveValue('11/20/2024 11:00');
    await expect(tokyo).toHaveValue('11/21/2024 01:00');
  });

  test('the timezone prop changes the hours shown, not the stored instant', async ({ page }) => {
    await page.goto('/x/react-date-pickers/timezone/');
    const demo = await liveDemo(page, 'Timezone prop');
    const picker = demo.getByLabel('Meeting start');
    await expect(picker).toHaveValue('11/20/2024 10:00');
    await demo.getByRole('combobox', { name: 'Display timezone' }).click();
    await page.getByRole('option', { name: 'Asia/Tokyo' }).click();
    await expect(picker).toHaveValue('11/21/2024 00:00');
    await expect(demo.getByTestId('stored-value')).toHaveText(
      'Stored value: 2024-11-20T15:00:00.000Z',
    );
  });
});
