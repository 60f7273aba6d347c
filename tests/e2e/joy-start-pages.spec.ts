import { expect, showLiveDemo, test } from './fixtures';

/** Joy's `background.surface` in each color scheme (neutral 50 and 900 of @mui/joy's theme). */
const SURFACE = { light: 'rgb(251, 252, 254)', dark: 'rgb(11, 13, 14)' };

test.describe('Joy UI main features and integrations pages', () => {
  test('the dark mode toggle switches its own preview only, and keeps the choice', async ({
    page,
  }) => {
    await page.goto('/joy-ui/main-features/dark-mode-optimization/');
    const demo = page.getByRole('region', { name: 'Demo: Mode toggle', exact: true });
    await showLiveDemo(demo);
    const preview = demo.locator('.mode-toggle-preview');
    await expect(preview).toHaveCSS('background-color', SURFACE.light);

    await demo.getByRole('button', { name: 'Dark' }).click();
    await expect(demo.getByRole('button', { name: 'Dark' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(preview).toHaveCSS('background-color', SURFACE.dark);
    // The other demo of the page and the site stay in the site's (light) mode.
    const other = page.getByRole('region', { name: 'Demo: Dark selector styles', exact: true });
    await expect(other.locator('.MuiCard-root')).not.toHaveCSS('background-color', SURFACE.dark);
    expect(
      await page.evaluate(() => document.documentElement.getAttribute('data-mui-color-scheme')),
    ).not.toBe('dark');

    // The mode is stored: after a reload the toggle shows it once mounted.
    await page.reload();
    const again = page.getByRole('region', { name: 'Demo: Mode toggle', exact: true });
    await showLiveDemo(again);
    await expect(again.getByRole('button', { name: 'Dark' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(again.locator('.mode-toggle-preview')).toHaveCSS('background-color', SURFACE.dark);
  });

  test('inverted colors turn a solid button white on a solid card, and back', async ({ page }) => {
    await page.goto('/joy-ui/main-features/color-inversion/');
    const demo = page.getByRole('region', { name: 'Demo: Inverted colors toggle', exact: true });
    await showLiveDemo(demo);
    const register = demo.getByRole('button', { name: 'Register' });
    await expect(register).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await demo.getByRole('switch', { name: 'invertedColors' }).click();
    // Without inversion, the solid button is primary 500 again, like the card behind it.
    await expect(register).toHaveCSS('background-color', 'rgb(11, 107, 203)');
  });

  test('Material icons take their size from the Joy UI button around them', async ({ page }) => {
    await page.goto('/joy-ui/integrations/icon-libraries/');
    const demo = page.getByRole('region', { name: 'Demo: Material icons sizing', exact: true });
    await showLiveDemo(demo);
    // Button sets --Icon-fontSize to the theme's lg, xl and xl2 font sizes for sm, md and lg.
    const sizes = { sm: 18, md: 20, lg: 24 };
    for (const [size, px] of Object.entries(sizes)) {
      const icon = demo.getByRole('button', { name: `Book a slot (${size})` }).locator('svg');
      await expect(icon).toHaveCSS('width', `${px}px`);
    }
  });
});
