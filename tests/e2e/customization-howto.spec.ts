import { expect, showLiveDemo, test } from './fixtures';
import { expectNoSeriousAxeViolations } from './axe';
import { demoNamesIn } from './demoPages';

// That these guides load with every demo live and no console error is demos-live.spec.ts's part.
const GUIDES = [
  'how-to-customize',
  'theme-components',
  'right-to-left',
  'x-data-grid',
  'x-date-pickers',
  'x-charts',
].map((name) => `/material-ui/customization/${name}/`);

test('the how-to guides have at least two demos each', async ({ request }) => {
  for (const url of GUIDES) {
    const count = demoNamesIn(await (await request.get(url)).text()).length;
    expect(count, `${url} has at least two demos`).toBeGreaterThanOrEqual(2);
  }
});

test.describe('customization how-to demos', () => {
  test('the theme-override demo gives contained buttons the radius of their size', async ({
    page,
  }) => {
    await page.goto('/material-ui/customization/theme-components/');
    const demo = page.getByRole('region', { name: 'Demo: Style overrides owner state' });
    await showLiveDemo(demo);
    const large = demo.getByRole('button', { name: 'Large' });
    const medium = demo.getByRole('button', { name: 'Medium' });
    // styleOverrides.contained: 12px for large buttons, twice the theme's radius (4px) otherwise.
    await expect(large).toHaveCSS('border-top-left-radius', '12px');
    await expect(medium).toHaveCSS('border-top-left-radius', '8px');
    await expect(medium).toHaveCSS('text-transform', 'none');
    await expect(medium).toHaveCSS('box-shadow', 'none');
  });

  test('the right-to-left demo lays the grid out from the right', async ({ page }) => {
    await page.goto('/material-ui/customization/right-to-left/');
    const demo = page.getByRole('region', { name: 'Demo: Right to left grid and calendar' });
    await showLiveDemo(demo);
    const grid = demo.locator('.MuiDataGrid-root');
    const guest = grid.getByRole('columnheader', { name: 'Guest' });
    const room = grid.getByRole('columnheader', { name: 'Room' });
    await expect(guest).toBeVisible();
    const guestBox = (await guest.boundingBox())!;
    const roomBox = (await room.boundingBox())!;
    const gridBox = (await grid.boundingBox())!;
    // The first column is at the right edge, the second one to its left.
    expect(roomBox.x).toBeLessThan(guestBox.x);
    expect(gridBox.x + gridBox.width - (guestBox.x + guestBox.width)).toBeLessThan(4);
  });

  test('the direction toggle flips the form', async ({ page }) => {
    await page.goto('/material-ui/customization/right-to-left/');
    const demo = page.getByRole('region', { name: 'Demo: Direction toggle' });
    await showLiveDemo(demo);
    const field = demo.getByLabel('Search products');
    const fieldBox = async () => (await field.boundingBox())!;
    const icon = demo.locator('[data-testid="SearchIcon"]');
    // Right to left first: the icon at the right end of the field.
    expect((await icon.boundingBox())!.x).toBeGreaterThan((await fieldBox()).x);
    await demo.getByRole('button', { name: 'Left to right' }).click();
    await expect(demo.locator('[dir="ltr"]').first()).toBeVisible();
    expect((await icon.boundingBox())!.x).toBeLessThan((await fieldBox()).x);
  });
});

for (const pathname of [
  '/material-ui/customization/right-to-left/',
  '/material-ui/customization/x-data-grid/',
]) {
  test(`${pathname} has no serious axe violations`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(pathname);
    for (const demo of await page.locator('section[data-demo]').all()) {
      await showLiveDemo(demo);
    }
    await expectNoSeriousAxeViolations(page);
  });
}
