import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';

/** The Material Icons gallery (src/iconGallery/, data written by scripts/icons/). */
const GALLERY_PAGE = '/material-ui/material-icons/';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function openGallery(page: Page) {
  await page.goto(GALLERY_PAGE);
  const gallery = page.getByTestId('material-icon-gallery');
  // The count replaces "Loading … icons" once the index and the theme's shapes have arrived.
  await expect(gallery.getByRole('status').first()).toHaveText(/^\d+ of \d+ icons$/);
  return gallery;
}

test.describe('Material Icons gallery', () => {
  test('finds icons by name and by an everyday word', async ({ page }) => {
    const gallery = await openGallery(page);
    const search = gallery.getByRole('searchbox', { name: 'Search icons' });

    await search.fill('alarm');
    const tiles = gallery.getByTestId('material-icon-grid').getByRole('button');
    // The exact name first, then names that start with the query.
    await expect(tiles.first()).toHaveText('Alarm');
    await expect(gallery.getByRole('button', { name: 'AccessAlarm', exact: true })).toBeVisible();
    await expect(gallery.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);

    // "trash" is in no icon's name: our synonym table leads it to Delete.
    await search.fill('trash');
    await expect(gallery.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
    await expect(gallery.getByRole('button', { name: 'Alarm', exact: true })).toHaveCount(0);
    // Each tile draws its icon from the fetched shapes.
    await expect(
      gallery.getByRole('button', { name: 'Delete', exact: true }).locator('svg path'),
    ).not.toHaveCount(0);
  });

  test('filters by theme, shows the import line and copies it', async ({ page }) => {
    const gallery = await openGallery(page);
    const search = gallery.getByRole('searchbox', { name: 'Search icons' });
    const status = gallery.getByRole('status').first();

    // GitHub exists only as a filled icon.
    await search.fill('github');
    await expect(gallery.getByRole('button', { name: 'GitHub', exact: true })).toBeVisible();
    await gallery.getByRole('button', { name: 'Outlined', exact: true }).click();
    await expect(status).toHaveText(/^0 of \d+ icons$/);
    await expect(gallery.getByRole('button', { name: 'GitHub', exact: true })).toHaveCount(0);

    await search.fill('delete');
    await gallery.getByRole('button', { name: 'Delete', exact: true }).click();
    const line = "import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';";
    await expect(gallery.getByTestId('material-icon-import')).toHaveText(line);
    await expect(gallery.getByRole('heading', { name: 'DeleteOutlined' })).toBeVisible();

    // The theme follows into the panel.
    await gallery.getByRole('button', { name: 'Two tone', exact: true }).click();
    await expect(gallery.getByTestId('material-icon-import')).toHaveText(
      "import DeleteTwoToneIcon from '@mui/icons-material/DeleteTwoTone';",
    );

    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await gallery.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(gallery.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "import DeleteTwoToneIcon from '@mui/icons-material/DeleteTwoTone';",
    );
  });

  test("the page's JavaScript holds no icon package: the gallery fetches its data", async ({
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    const dataRequests: string[] = [];
    const collect = (response: Response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.text().catch(() => ''));
      }
      if (new URL(response.url()).pathname.startsWith('/material-icons/')) {
        dataRequests.push(new URL(response.url()).pathname);
      }
    };
    page.on('response', collect);
    const gallery = await openGallery(page);
    await gallery.getByRole('button', { name: 'Rounded', exact: true }).click();
    await expect(gallery.getByRole('status').first()).toHaveText(/^\d+ of \d+ icons$/);
    page.off('response', collect);

    // The index and the shapes of the two themes shown, and nothing else, were fetched.
    expect(dataRequests.sort()).toEqual([
      '/material-icons/filled.json',
      '/material-icons/index.json',
      '/material-icons/rounded.json',
    ]);

    // Count the filled icons whose path data appears in the page's scripts: the site's own
    // chrome imports a few icons, the icon package would bring all 2,000+.
    const filled = (await (await page.request.get('/material-icons/filled.json')).json()) as Record<
      string,
      unknown
    >;
    const paths = Object.values(filled).filter(
      (shape): shape is string => typeof shape === 'string',
    );
    expect(paths.length).toBeGreaterThan(1500);
    const code = (await Promise.all(scripts)).join('\n');
    const bundled = paths.filter((d) => code.includes(d));
    expect(bundled.length).toBeLessThan(60);
  });

  test('without its data the gallery says so and shows no icons', async ({ page }) => {
    await page.route(
      (url) => url.pathname.startsWith('/material-icons/'),
      (route) => route.abort(),
    );
    await page.goto(GALLERY_PAGE);
    const gallery = page.getByTestId('material-icon-gallery');
    await expect(gallery.getByRole('alert')).toHaveText(/could not be loaded/);
    // No icon tile is drawn (the alert's own error icon is the only drawing left).
    await expect(gallery.getByTestId('material-icon-grid').locator('svg path')).toHaveCount(0);
    await expect(gallery.locator('svg path')).toHaveCount(1);
  });
});
