import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const GRID_INSTALL = '/x/react-data-grid/getting-started/';
const MATERIAL_INSTALL = '/material-ui/getting-started/installation/';

function installBlocks(page: Page) {
  return page.locator('.install-tabs');
}

/** The command an install block shows (the one panel on screen). */
function shownCommand(page: Page, index = 0) {
  return installBlocks(page).nth(index).locator('[role="tabpanel"]:visible');
}

test('install commands are one block with a tab per package manager, by keyboard too', async ({
  page,
}) => {
  await page.goto(GRID_INSTALL);
  const block = installBlocks(page).first();
  const tabs = block.getByRole('tablist', { name: 'Package manager' });
  await expect(tabs.getByRole('tab')).toHaveText(['npm', 'yarn', 'pnpm']);
  await expect(tabs.getByRole('tab', { name: 'npm', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(shownCommand(page)).toHaveCount(1);
  await expect(shownCommand(page)).toHaveText('npm install @mui/x-data-grid');

  await tabs.getByRole('tab', { name: 'npm', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'yarn', exact: true })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'yarn', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(tabs.getByRole('tab', { name: 'npm', exact: true })).toHaveAttribute(
    'aria-selected',
    'false',
  );
  await expect(shownCommand(page)).toHaveText('yarn add @mui/x-data-grid');
  // Every install block of the page follows: the Pro one below shows yarn too.
  await expect(shownCommand(page, 1)).toHaveText('yarn add @mui/x-data-grid-pro');

  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab', { name: 'pnpm', exact: true })).toBeFocused();
  await expect(shownCommand(page)).toHaveText('pnpm add @mui/x-data-grid');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'npm', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'pnpm', exact: true })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tabs.getByRole('tab', { name: 'npm', exact: true })).toBeFocused();
  await expect(shownCommand(page)).toHaveText('npm install @mui/x-data-grid');
  // One tab stop per block: Tab leaves the tab list for the panel's code.
  await expect(tabs.getByRole('tab', { name: 'yarn', exact: true })).toHaveAttribute(
    'tabindex',
    '-1',
  );
});

test('Copy copies the command of the tab shown', async ({ page }) => {
  await page.goto(GRID_INSTALL);
  const block = installBlocks(page).first();
  await block.getByRole('tab', { name: 'pnpm', exact: true }).click();
  await block.getByRole('button', { name: 'Copy' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'pnpm add @mui/x-data-grid',
  );
});

test('the chosen package manager is remembered across pages and reloads', async ({ page }) => {
  await page.goto(GRID_INSTALL);
  await installBlocks(page).first().getByRole('tab', { name: 'pnpm', exact: true }).click();
  expect(await page.evaluate(() => localStorage.getItem('packageManager'))).toBe('pnpm');

  await page.goto(MATERIAL_INSTALL);
  const block = installBlocks(page).first();
  await expect(block.getByRole('tab', { name: 'pnpm', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(shownCommand(page)).toHaveText(
    'pnpm add @mui/material@5 @emotion/react @emotion/styled',
  );

  await page.reload();
  await expect(shownCommand(page)).toHaveText(
    'pnpm add @mui/material@5 @emotion/react @emotion/styled',
  );
  await expect(block.getByRole('tab', { name: 'pnpm', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('the stored package manager shows before any script of the app runs', async ({ browser }) => {
  // Scripts blocked, so the page never hydrates: use a plain page.
  const page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem('packageManager', 'yarn'));
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.goto(MATERIAL_INSTALL);
  await expect(page.locator('html')).toHaveAttribute('data-package-manager', 'yarn');
  await expect(shownCommand(page)).toHaveText(
    'yarn add @mui/material@5 @emotion/react @emotion/styled',
  );
  const block = installBlocks(page).first();
  await expect(block.locator('[role="tabpanel"][data-manager="npm"]')).toBeHidden();
  await expect(block.getByRole('tab', { name: 'yarn', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(block.getByRole('tab', { name: 'npm', exact: true })).toHaveAttribute(
    'aria-selected',
    'false',
  );
  await page.close();
});

test('other shell blocks stay single blocks with their Copy', async ({ page }) => {
  await page.goto('/x/react-charts/');
  const block = page.locator('.code-block', { hasText: 'npm install @mui/x-charts@6.19.1' });
  await expect(block).toHaveCount(1);
  await expect(block.getByRole('tablist')).toHaveCount(0);
  await block.getByRole('button', { name: 'Copy' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'npm install @mui/x-charts@6.19.1',
  );
});
