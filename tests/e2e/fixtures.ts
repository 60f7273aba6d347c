import { expect, test as base, type Locator, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Resolves once React has hydrated the page (the app marks `<html data-hydrated>`). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/**
 * `page.goto` and `page.reload` wait for hydration, so a test never clicks a
 * server-rendered control before it is interactive. Tests of pages without
 * JavaScript turn this off with `test.use({ waitForHydration: false })`.
 */
export const test = base.extend<{ waitForHydration: boolean }>({
  waitForHydration: [true, { option: true }],
  page: async ({ page, waitForHydration: wait }, use) => {
    if (wait) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForHydration(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
});

/**
 * Scrolls a demo's section into view and waits until its code has loaded and
 * replaced the server rendering (demos load when they near the viewport).
 */
export async function showLiveDemo(section: Locator): Promise<void> {
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('[data-demo-root]').first()).toHaveAttribute(
    'data-demo-state',
    'live',
  );
}

/**
 * Focuses a live pickers field and waits until it has selected a section, as it does in a task
 * after it gains the focus: a reader's first key lands on a highlighted section, while a key sent
 * in the same task as the focus would reach a field that has not chosen where to type yet.
 */
export async function focusSectionedField(field: Locator): Promise<void> {
  await field.focus();
  await expect
    .poll(() =>
      field.evaluate(
        (input: HTMLInputElement) => (input.selectionEnd ?? 0) - (input.selectionStart ?? 0),
      ),
    )
    .toBeGreaterThan(0);
}

/** The section of the demo holding an element (found in the server rendering or live). */
export function demoSectionWith(page: Page, inner: Locator): Locator {
  return page.locator('section[data-demo]').filter({ has: inner });
}

/**
 * Opens a desktop picker with its button and waits until its popup has grown in: the paper
 * scales from 75% (Material UI's Grow), and a press sent while it still moves can land beside
 * the day aimed at, outside the popup, which closes it without picking anything.
 */
export async function openPicker(button: Locator): Promise<Locator> {
  await button.click();
  const dialog = button.page().getByRole('dialog');
  await expect(dialog.locator('.MuiPickersPopper-paper')).toHaveCSS('transform', 'none');
  return dialog;
}
