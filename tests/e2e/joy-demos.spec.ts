import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, showLiveDemo, test } from './fixtures';

const PAGE = '/joy-ui/getting-started/';
const ORDERS = 'Demo: Joy order status';
const RADIUS = 'Demo: Joy radius override';

/** Joy's `background.surface` in each color scheme (neutral 50 and 900 of @mui/joy's theme). */
const SURFACE = { light: 'rgb(251, 252, 254)', dark: 'rgb(11, 13, 14)' };

/** Every JavaScript file the page fetched while `run` ran, with its text. */
async function scriptsLoadedBy(page: Page, run: () => Promise<void>): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) {
      bodies.push(response.text().catch(() => ''));
    }
  });
  await run();
  return Promise.all(bodies);
}

test.describe('Joy UI demos', () => {
  test("run under Joy's provider in the site's mode, scoped to the demo", async ({ page }) => {
    // The browser prefers light, so the default mode (system) shows light.
    await page.goto(PAGE);
    const orders = page.getByRole('region', { name: ORDERS, exact: true });
    const card = orders.locator('.MuiCard-root');
    // The server HTML already has Joy's look (its variables are scoped CSS, no script needed).
    await expect(card).toHaveCSS('background-color', SURFACE.light);
    await showLiveDemo(orders);
    await expect(card).toHaveCSS('background-color', SURFACE.light);
    await expect(orders.getByText('Delivered')).toHaveCSS('color', 'rgb(10, 71, 10)');

    // Dark mode from the settings: the live demo follows at once.
    await page.getByRole('button', { name: 'Open settings' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Dark' }).click();
    await page.keyboard.press('Escape');
    await expect(card).toHaveCSS('background-color', SURFACE.dark);

    // Nothing of Joy's reaches the page: no attribute on <html>, no variables outside the demo.
    const outside = await page.evaluate(() => ({
      attribute: document.documentElement.getAttribute('data-joy-color-scheme'),
      rootVariable: getComputedStyle(document.documentElement).getPropertyValue(
        '--joy-palette-primary-500',
      ),
      bodyFont: getComputedStyle(document.querySelector('h1')!).fontFamily,
    }));
    expect(outside.attribute).toBeNull();
    expect(outside.rootVariable).toBe('');
    expect(outside.bodyFont).not.toContain('Inter');

    // Reloaded at the top (dark mode is stored), the server HTML is dark before the demo's
    // code runs.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.reload();
    await expect(
      page.getByRole('region', { name: ORDERS, exact: true }).locator('[data-demo-root]'),
    ).toHaveAttribute('data-demo-state', 'static');
    await expect(
      page.getByRole('region', { name: ORDERS, exact: true }).locator('.MuiCard-root'),
    ).toHaveCSS('background-color', SURFACE.dark);
  });

  test('follow the direction: Joy styles flip in right-to-left', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('mui-direction', 'rtl'));
    await page.goto(PAGE);
    const orders = page.getByRole('region', { name: ORDERS, exact: true });
    await showLiveDemo(orders);
    const row = orders.locator('li').first();
    const item = row.getByText('Trail running shoes');
    const chip = row.locator('.MuiChip-root');
    // The row starts on the right: the status chip sits left of the item's name.
    const [itemBox, chipBox] = [await item.boundingBox(), await chip.boundingBox()];
    expect(chipBox!.x + chipBox!.width).toBeLessThan(itemBox!.x);
    // The Stack's spacing margin is on the inline start, which is the right in RTL.
    await expect(chip).toHaveCSS('margin-right', '16px');
    await expect(chip).toHaveCSS('margin-left', '0px');
  });

  test('override a theme variable on a subtree only', async ({ page }) => {
    await page.goto(PAGE);
    const radius = page.getByRole('region', { name: RADIUS, exact: true });
    await showLiveDemo(radius);
    const subscribe = radius.getByRole('button', { name: 'Subscribe' });
    await expect(subscribe.first()).toHaveCSS('border-radius', '6px');
    await expect(subscribe.last()).toHaveCSS('border-radius', '999px');
    // Keyboard: the label names the field, and Tab goes from the field to its button.
    const email = radius.getByRole('textbox', { name: 'Work email' }).last();
    await email.focus();
    await page.keyboard.press('Tab');
    await expect(subscribe.last()).toBeFocused();
  });

  test("load Joy's provider only on pages with Joy demos", async ({ page }) => {
    const joyMark = 'joy-demo-mode';
    const onJoyPage = await scriptsLoadedBy(page, async () => {
      await page.goto(PAGE);
      await showLiveDemo(page.getByRole('region', { name: ORDERS, exact: true }));
    });
    expect(onJoyPage.some((text) => text.includes(joyMark))).toBe(true);
    const onBasePage = await scriptsLoadedBy(page, async () => {
      await page.goto('/base-ui/react-button/');
      await showLiveDemo(page.getByRole('region', { name: 'Demo: Cart buttons', exact: true }));
    });
    expect(onBasePage.length).toBeGreaterThan(0);
    expect(onBasePage.some((text) => text.includes(joyMark))).toBe(false);
  });

  for (const [mode, direction] of [
    ['light', 'ltr'],
    ['dark', 'ltr'],
    ['light', 'rtl'],
  ] as const) {
    test(`pass axe live in ${mode} mode, ${direction}`, async ({ page }) => {
      await page.addInitScript(
        ([m, d]) => {
          localStorage.setItem('mui-mode', m);
          localStorage.setItem('mui-direction', d);
        },
        [mode, direction],
      );
      await page.goto(PAGE);
      for (const name of [ORDERS, RADIUS]) {
        await showLiveDemo(page.getByRole('region', { name, exact: true }));
      }
      await expectNoSeriousAxeViolations(page, { include: 'section[data-demo]' });
    });
  }
});
