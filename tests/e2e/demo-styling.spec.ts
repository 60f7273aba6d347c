import { expect, showLiveDemo, test } from './fixtures';

const PAGE = '/base-ui/react-button/';
const SYSTEM = 'Demo: Cart buttons';
const CSS = 'Demo: Cart buttons css';

test.describe('code styling', () => {
  test('the toolbar switch shows the CSS variant, which works, and the choice is kept', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const system = page.getByRole('region', { name: SYSTEM, exact: true });
    const css = page.getByRole('region', { name: CSS, exact: true });
    await expect(system).toBeVisible();
    await expect(css).toBeHidden();
    await expect(system.getByRole('button', { name: 'MUI System' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await system.getByRole('button', { name: 'CSS', exact: true }).click();
    await expect(css).toBeVisible();
    await expect(system).toBeHidden();
    await expect(css.getByRole('button', { name: 'CSS', exact: true })).toBeFocused();
    await expect(css.getByRole('button', { name: 'CSS', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Its own code, fetched when shown: the plain CSS, no `styled`.
    await css.getByRole('button', { name: 'Show code' }).click();
    const code = css.locator('.demo-code pre:visible');
    await expect(code).toContainText('.cart-button.base--focusVisible {');
    await expect(code).not.toContainText('styled(');

    // The CSS variant runs: three items fill the cart, whose button stays focusable.
    await showLiveDemo(css);
    const add = css.getByRole('button', { name: 'Add to cart' });
    for (let index = 0; index < 3; index += 1) {
      await add.click();
    }
    await expect(css.getByRole('status').filter({ hasText: 'Cart full' })).toHaveText(
      'Cart full: 3 of 3 items',
    );
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(add).toHaveCSS('background-color', 'rgb(95, 107, 122)');

    // Kept: the next page load shows the CSS variant before any script runs.
    expect(await page.evaluate(() => localStorage.getItem('codeStyling'))).toBe('css');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-code-styling', 'css');
    await expect(page.getByRole('region', { name: CSS, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: SYSTEM, exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Open settings' }).click();
    await expect(
      page.getByRole('dialog').getByRole('button', { name: 'CSS', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('the settings drawer sets it, and a link to a variant shows that variant', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await page.getByRole('button', { name: 'Open settings' }).click();
    const settings = page.getByRole('dialog');
    await settings.getByRole('button', { name: 'CSS', exact: true }).click();
    // The page behind the modal drawer is out of the accessibility tree: look by id.
    await expect(page.locator('#CartButtonsCss')).toBeVisible();
    await expect(page.locator('#CartButtons')).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-code-styling', 'css');
    await settings.getByRole('button', { name: 'MUI System' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('region', { name: SYSTEM, exact: true })).toBeVisible();

    await page.goto(`${PAGE}#CartButtonsCss`);
    await expect(page.getByRole('region', { name: CSS, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: CSS, exact: true })).toBeInViewport();
    await expect(page.locator('html')).toHaveAttribute('data-code-styling', 'css');
  });
});
