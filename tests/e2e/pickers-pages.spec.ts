import { datePickersComponents } from '../../src/docs/nav/trees/x/datePickersComponents';
import type { NavPage } from '../../src/docs/nav/types';
import { expect, focusSectionedField, showLiveDemo, test } from './fixtures';
import { expectNoSeriousAxeViolations } from './axe';

/** Every page of the pickers' component navigation, planned pages included (they have content). */
function leaves(pages: readonly NavPage[]): string[] {
  return pages.flatMap((entry) => (entry.children ? leaves(entry.children) : [entry.pathname]));
}

const PAGES = leaves(datePickersComponents).map((pathname) => `${pathname}/`);

test.describe('date and time pickers pages', () => {
  test('the navigation lists every page in order', () => {
    expect(PAGES.slice(0, 5)).toEqual([
      '/x/react-date-pickers/',
      '/x/react-date-pickers/getting-started/',
      '/x/react-date-pickers/base-concepts/',
      '/x/react-date-pickers/faq/',
      '/x/react-date-pickers/date-picker/',
    ]);
    expect(PAGES).toHaveLength(20);
  });

  test('component pages have at least three demos; planned pages say what to use', async ({
    page,
  }) => {
    await page.goto('/x/react-date-pickers/date-picker/');
    expect(await page.locator('section[data-demo]').count()).toBeGreaterThanOrEqual(3);
    await page.goto('/x/react-date-pickers/time-range-picker/');
    const article = page.getByRole('article');
    await expect(article).toContainText('not available');
    await expect(
      article.locator('a[href="/x/react-date-pickers/time-range-field/"]').first(),
    ).toBeVisible();
  });
});

test.describe('pickers demos respond to the keyboard', () => {
  test('a date typed into a Date Field demo is shown below it', async ({ page }) => {
    await page.goto('/x/react-date-pickers/date-field/');
    const demo = page.getByRole('region', { name: 'Demo: Controlled date field' });
    const field = demo.getByLabel('Birth date');
    await expect(demo.getByTestId('birth-date-value')).toHaveText('Empty');
    // Typing into the field before its demo is live is demo-lazy.spec.ts's: here the live field.
    await showLiveDemo(demo);
    await focusSectionedField(field);
    await page.keyboard.type('04151990');
    await expect(field).toHaveValue('04/15/1990');
    await expect(demo.getByText('Born on 15 April 1990')).toBeVisible();
  });

  test('a Date Picker demo opens by keyboard and a day picked with arrows is kept', async ({
    page,
  }) => {
    await page.goto('/x/react-date-pickers/date-picker/');
    const demo = page.getByRole('region', { name: 'Demo: Controlled date picker' });
    await showLiveDemo(demo);
    const field = demo.getByLabel('Publication date');
    await expect(field).toHaveValue('11/20/2024');
    await field.focus();
    await page.keyboard.press('Tab');
    const button = demo.getByRole('button', { name: /Choose date/ });
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog').getByRole('grid');
    await expect(calendar).toBeVisible();
    await expect(calendar.getByRole('gridcell', { name: '20', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(field).toHaveValue('11/28/2024');
    await expect(demo.getByText('onAccept value: 2024-11-28')).toBeVisible();
  });

  test('in right-to-left dark mode on a slow device, a Date Field demo is right to left as soon as it is live and takes typed dates', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('mui-direction', 'rtl');
      localStorage.setItem('mui-mode', 'dark');
    });
    // On a slow device, a demo used to go live before the page took up the stored direction: its
    // field rendered left to right, then flipped, and the keys typed after the flip were lost.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('/x/react-date-pickers/date-field/');
    await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('body')).toHaveClass(/mode-dark/);
    const demo = page.getByRole('region', { name: 'Demo: Controlled date field' });
    const field = demo.getByLabel('Birth date');
    await showLiveDemo(demo);
    // A live field selects its first section in a task after the focus: a key sent in the same
    // task would come before it (keys sent while the demo loads are replayed, see demo-lazy).
    await focusSectionedField(field);
    // Read once, not polled: the field the reader has just focused is already right to left
    // (its sections wrapped in bidi isolates), so nothing flips under the keys.
    expect(await field.inputValue()).toBe(
      '\u2066\u2068MM\u2069/\u2068DD\u2069/\u2068YYYY\u2069\u2069',
    );
    await page.keyboard.type('12311999');
    await expect(demo.getByText('Born on 31 December 1999')).toBeVisible();
  });

  test('a Date Range Calendar demo selects a range by keyboard', async ({ page }) => {
    await page.goto('/x/react-date-pickers/date-range-calendar/');
    const demo = page.getByRole('region', { name: 'Demo: Controlled date range calendar' });
    await showLiveDemo(demo);
    await expect(demo.getByText('Trip: 3 Oct to 9 Oct 2024')).toBeVisible();
    await demo.getByRole('gridcell', { name: '3', exact: true }).first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(demo.getByText(/Trip: 4 Oct to/)).toBeVisible();
  });
});

test('an open Date Picker popover has no serious axe violations', async ({ page }) => {
  await page.goto('/x/react-date-pickers/date-picker/');
  const demo = page.getByRole('region', { name: 'Demo: Controlled date picker' });
  await showLiveDemo(demo);
  await demo.getByRole('button', { name: /Choose date/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('grid')).toBeVisible();
  await expectNoSeriousAxeViolations(page, { include: '[role="dialog"]' });
});
