import { expect, test } from './fixtures';

/**
 * The chrome on a phone: every kind of page fits 320 and 375 px without sideways scroll, and the
 * app bar stays one line (the product name shortens, a long version ends in an ellipsis).
 */
const PAGES = [
  // The longest product name, and a page with long inline code names.
  '/x/react-date-pickers/',
  // A guide with tables. (API pages are not here yet: their tables still need 408 px, issue 26.)
  '/x/introduction/licensing/',
  '/x/react-data-grid/editing/',
  '/material-ui/react-button/',
  '/joy-ui/react-button/',
  // The longest version text: v5.0.0-beta.40-1.
  '/base-ui/react-input/',
  '/system/getting-started/the-sx-prop/',
];

for (const width of [320, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('no page scrolls sideways, and the app bar is one line', async ({ page }) => {
      for (const pathname of PAGES) {
        await page.goto(pathname);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(
          overflow,
          `${pathname} is wider than the screen by ${overflow} px`,
        ).toBeLessThanOrEqual(0);
        const bar = page.getByRole('banner');
        // One toolbar row: Material UI's toolbar is 56 px high on a phone.
        expect((await bar.boundingBox())?.height, pathname).toBeLessThanOrEqual(57 + 1);
        for (const testId of ['product-switcher', 'version-switcher']) {
          const box = await page.getByTestId(testId).boundingBox();
          expect(box?.height, `${testId} on ${pathname}`).toBeLessThanOrEqual(40);
          expect((box?.x ?? 0) + (box?.width ?? 0), `${testId} on ${pathname}`).toBeLessThanOrEqual(
            width,
          );
        }
      }
    });
  });
}

test.describe('at 320 px, the switchers', () => {
  test.use({ viewport: { width: 320, height: 740 } });

  test('show the short product name and keep the full one as their name', async ({ page }) => {
    await page.goto('/x/react-date-pickers/');
    const product = page.getByTestId('product-switcher');
    await expect(product).toHaveAccessibleName(/^Date and Time Pickers:/);
    await expect(product.locator('.product-name-short')).toBeVisible();
    await expect(product.locator('.product-name-short')).toHaveText('Pickers');
    await expect(product.locator('.product-name-full')).toBeHidden();

    await page.goto('/base-ui/react-input/');
    const version = page.getByTestId('version-switcher');
    await expect(version).toHaveAccessibleName(/^v5\.0\.0-beta\.40-1:/);
    // Cut with an ellipsis: the text is wider than its box.
    expect(
      await version
        .locator('.version-text')
        .evaluate((element) => element.scrollWidth > element.clientWidth),
    ).toBe(true);
  });
});
