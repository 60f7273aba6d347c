import { expectNoSeriousAxeViolations } from './axe';
import { demoNamesIn } from './demoPages';
import { expect, showLiveDemo, test } from './fixtures';

/**
 * The Material UI customization guides (theming, palette, dark mode, …): each has a few demos,
 * one interactive demo does what it says, and axe passes on two pages. That every page loads
 * with its demos live and no console error is demos-live.spec.ts's part.
 */

const PAGES = [
  'theming',
  'palette',
  'dark-mode',
  'typography',
  'spacing',
  'breakpoints',
  'z-index',
  'transitions',
].map((slug) => `/material-ui/customization/${slug}/`);

test('the customization guides have 2 to 4 demos each', async ({ request }) => {
  expect(PAGES).toHaveLength(8);
  for (const url of PAGES) {
    const count = demoNamesIn(await (await request.get(url)).text()).length;
    expect(count, `${url} has 2 to 4 demos`).toBeGreaterThanOrEqual(2);
    expect(count, `${url} has 2 to 4 demos`).toBeLessThanOrEqual(4);
  }
});

test('the dark mode switch turns the preview dark, and back', async ({ page }) => {
  await page.goto('/material-ui/customization/dark-mode/');
  const demo = page.locator('#DarkModeToggle');
  await showLiveDemo(demo);
  const preview = demo.locator('.demo-live [data-mode]');
  const background = () => preview.evaluate((element) => getComputedStyle(element).backgroundColor);
  await expect(preview).toHaveAttribute('data-mode', 'light');
  expect(await background()).toBe('rgb(255, 255, 255)');
  const toggle = demo.getByRole('checkbox', { name: 'Dark mode' });
  await toggle.check();
  await expect(preview).toHaveAttribute('data-mode', 'dark');
  await expect.poll(background).toBe('rgb(18, 18, 18)');
  await expect(demo.getByText('background.default is #121212')).toBeVisible();
  await toggle.uncheck();
  await expect.poll(background).toBe('rgb(255, 255, 255)');
});

test('the spacing slider changes the padding of the preview', async ({ page }) => {
  await page.goto('/material-ui/customization/spacing/');
  const demo = page.locator('#SpacingSlider');
  await showLiveDemo(demo);
  const card = demo.locator('.demo-live').getByText('Newsletter').locator('..');
  const padding = () => card.evaluate((element) => getComputedStyle(element).paddingTop);
  expect(await padding()).toBe('16px');
  const slider = demo.getByRole('slider', { name: /spacing: 8/ });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(demo.getByText(/theme\.spacing\(2\) = 20px/)).toBeVisible();
  await expect.poll(padding).toBe('20px');
});

for (const url of [
  '/material-ui/customization/theming/',
  '/material-ui/customization/dark-mode/',
]) {
  test(`axe finds no serious violation on ${url}`, async ({ page }) => {
    await page.goto(url);
    const demos = page.locator('section[data-demo]');
    const count = await demos.count();
    for (let index = 0; index < count; index += 1) {
      await showLiveDemo(demos.nth(index));
    }
    await expectNoSeriousAxeViolations(page);
  });
}
