import { expect, showLiveDemo, test } from './fixtures';

/**
 * The Material UI guides: the behaviors a reader relies on in their demos (the locale switcher
 * translates the components, a CSS variables preview switches its own scheme without touching
 * the site's, the router demo navigates in memory) and the changelog built from the installed
 * package. That every demo boots without errors is demos-live.spec.ts's part.
 */

test('the locale switcher translates the pagination of the preview', async ({ page }) => {
  await page.goto('/material-ui/guides/localization/');
  const demo = page.locator('#LocaleSwitcher');
  await showLiveDemo(demo);
  // German is the preview's first locale.
  await expect(demo.getByText('Zeilen pro Seite:')).toBeVisible();
  await demo.getByRole('combobox', { name: 'Locale' }).click();
  await page.getByRole('option', { name: 'French · frFR' }).click();
  await expect(demo.getByText('Lignes par page :')).toBeVisible();
  await expect(demo.getByText('Zeilen pro Seite:')).toHaveCount(0);
});

test('a CSS theme variables preview switches its own scheme, not the site', async ({ page }) => {
  await page.goto('/material-ui/experimental-api/css-theme-variables/overview/');
  const demo = page.locator('#SchemeSwitchPreview');
  await showLiveDemo(demo);
  const siteScheme = await page.locator('html').getAttribute('data-mui-color-scheme');
  const scope = page.locator('#css-vars-overview-preview');
  const primary = () =>
    scope.evaluate((element) =>
      getComputedStyle(element).getPropertyValue('--mui-palette-primary-main').trim(),
    );
  await demo.getByRole('button', { name: 'Light' }).click();
  await expect.poll(primary).toBe('#1976d2');
  await demo.getByRole('button', { name: 'Dark' }).click();
  await expect.poll(primary).toBe('#90caf9');
  await expect(scope).toHaveAttribute('data-overview-preview-scheme', 'dark');
  // The site's own scheme attribute and storage are untouched.
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', siteScheme ?? '');
  expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).not.toBe('dark');
});

test('the React Router preview navigates in memory', async ({ page }) => {
  await page.goto('/material-ui/integrations/routing/');
  const demo = page.locator('#ReactRouterTabs');
  await showLiveDemo(demo);
  await expect(demo.getByText('Location: /material-ui/guides/typescript/')).toBeVisible();
  await demo.getByRole('link', { name: /^Testing/ }).click();
  await expect(demo.getByText('Location: /material-ui/guides/testing/')).toBeVisible();
  await demo.getByRole('tab', { name: 'Integrations' }).click();
  await expect(demo.getByRole('tab', { name: 'Integrations' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // The page itself did not navigate.
  expect(new URL(page.url()).pathname).toBe('/material-ui/integrations/routing/');
});

test('the changelog lists the releases of the installed @mui/material', async ({ request }) => {
  const html = await (await request.get('/material-ui/discover-more/changelog/')).text();
  expect(html).toContain('id="5180"');
  expect(html).toContain('https://github.com/mui/material-ui/releases/tag/v5.15.0');
});
