import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Opens a demo's "More" menu (copy link, sandboxes, zip) from its toolbar and hands over the
 * menu. Menus render at the end of the page, outside the demo's section.
 */
export async function openMoreMenu(demo: Locator): Promise<Locator> {
  await demo.getByRole('button', { name: 'More actions' }).click();
  const menu = demo.page().getByRole('menu', { name: 'More actions' });
  await expect(menu).toBeVisible();
  return menu;
}

/** Picks an item of a demo's "More" menu by its name: `Download as zip`. */
export async function chooseMoreAction(demo: Locator, name: string): Promise<void> {
  const menu = await openMoreMenu(demo);
  await menu.getByRole('menuitem', { name, exact: true }).click();
  await expect(menu).toBeHidden();
}

/**
 * Chooses a code styling with the first visible demo toolbar's styling menu (the choice applies
 * to every demo that ships several stylings).
 */
export async function chooseStyling(page: Page, styling: string): Promise<void> {
  await page.locator(`[data-stylings~="${styling}"] [data-styling-menu]:visible`).first().click();
  await page.locator(`[role="menu"] [data-styling-button="${styling}"]`).click();
  await expect(page.getByRole('menu', { name: 'Code styling' })).toBeHidden();
}
