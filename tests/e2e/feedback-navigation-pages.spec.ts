import { demoNamesIn } from './demoPages';
import { expect, showLiveDemo, test } from './fixtures';

/**
 * The Material UI Feedback and Navigation component pages: the big ones carry eight demos or
 * more, and the overlays a reader opens behave as the pages say (focus, Escape, keyboard, staying
 * inside their frame). That every demo boots without an error and passes axe is demos-live's part.
 */

const BIG_PAGES = ['dialog', 'menu', 'tabs', 'drawer', 'stepper'].map(
  (slug) => `/material-ui/react-${slug}/`,
);

test('the big Feedback and Navigation pages have eight demos or more', async ({ request }) => {
  for (const url of BIG_PAGES) {
    const count = demoNamesIn(await (await request.get(url)).text()).length;
    expect(count, `${url} has 8 demos or more`).toBeGreaterThanOrEqual(8);
  }
});

test('the alert dialog focuses the safe button, and Escape closes it and restores the focus', async ({
  page,
}) => {
  await page.goto('/material-ui/react-dialog/');
  const demo = page.locator('#AlertDialog');
  await showLiveDemo(demo);
  const opener = demo.getByRole('button', { name: 'Discard changes' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(demo.getByText('You kept editing the draft.')).toBeVisible();
});

test('the contained dialog opens inside its panel, not over the page', async ({ page }) => {
  await page.goto('/material-ui/react-dialog/');
  const demo = page.locator('#ContainedDialog');
  await showLiveDemo(demo);
  await demo.getByRole('button', { name: 'Cancel build' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel build #1287?' });
  await expect(dialog).toBeVisible();
  const panel = await demo
    .locator('.demo-live')
    .getByText('Build #1287 · main')
    .locator('..')
    .boundingBox();
  const box = await dialog.boundingBox();
  expect(panel && box).toBeTruthy();
  if (panel && box) {
    expect(box.x).toBeGreaterThanOrEqual(panel.x);
    expect(box.y).toBeGreaterThanOrEqual(panel.y);
    expect(box.x + box.width).toBeLessThanOrEqual(panel.x + panel.width);
    expect(box.y + box.height).toBeLessThanOrEqual(panel.y + panel.height);
  }
  await dialog.getByRole('button', { name: 'Keep running' }).click();
  await expect(dialog).toBeHidden();
});

test('the export menu is used from the keyboard', async ({ page }) => {
  await page.goto('/material-ui/react-menu/');
  const demo = page.locator('#BasicMenu');
  await showLiveDemo(demo);
  const button = demo.getByRole('button', { name: 'Export' });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Export' });
  await expect(menu.getByRole('menuitem', { name: 'PDF document' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Word document' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(demo.getByText('Exported as Word document.')).toBeVisible();
});

test('the router tabs follow the URL of the link the reader picks', async ({ page }) => {
  await page.goto('/material-ui/react-tabs/');
  const demo = page.locator('#RouterTabs');
  await showLiveDemo(demo);
  await expect(demo.getByRole('tab', { name: 'Data Grid' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await demo.getByRole('tab', { name: 'Charts' }).click();
  await expect(demo.getByRole('tab', { name: 'Charts' })).toHaveAttribute('aria-selected', 'true');
  await expect(demo.getByText('Bar, line, pie and scatter charts.')).toBeVisible();
  // The demo's router is in memory: the page itself stays where it is.
  expect(new URL(page.url()).pathname).toBe('/material-ui/react-tabs/');
  // Its links are this site's pages, so opening one in a new tab lands on a real page.
  await expect(demo.getByRole('tab', { name: 'Charts' })).toHaveAttribute(
    'href',
    '/x/react-charts/',
  );
});

test('on a narrow screen the responsive drawer opens inside its frame', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await page.goto('/material-ui/react-drawer/');
  const demo = page.locator('#ResponsiveDrawer');
  await showLiveDemo(demo);
  await demo.getByRole('button', { name: 'Open navigation' }).click();
  const navigation = demo.getByRole('navigation', { name: 'Store admin' });
  await expect(navigation).toBeVisible();
  await navigation.getByRole('button', { name: 'Reports' }).click();
  await expect(navigation).toBeHidden();
  await expect(demo.getByRole('heading', { name: 'Reports' })).toBeVisible();
});

test('the linear stepper skips the optional step without marking it completed', async ({
  page,
}) => {
  await page.goto('/material-ui/react-stepper/');
  const demo = page.locator('#CheckoutStepper');
  await showLiveDemo(demo);
  await demo.getByRole('button', { name: 'Next' }).click();
  await demo.getByRole('button', { name: 'Skip' }).click();
  await expect(demo.getByText(/^Step 3 of 4:/)).toBeVisible();
  // The completed shipping step shows a check mark; the skipped gift wrapping step its number.
  await expect(
    demo.locator('.MuiStepLabel-root').nth(0).locator('.Mui-completed').first(),
  ).toBeVisible();
  await expect(demo.locator('.MuiStepLabel-root').nth(1).locator('.Mui-completed')).toHaveCount(0);
});
