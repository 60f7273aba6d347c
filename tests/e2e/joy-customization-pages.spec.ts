import { expect, showLiveDemo, test } from './fixtures';

/**
 * Joy UI's customization pages: the default theme viewer finds a token and shows the palette
 * of the color scheme the reader picks, and two demos do what their page says (a replaced
 * color scale recolors components, a component CSS variable resizes a card). That every page
 * loads with its demos live, without console errors, is demos-live.spec.ts's part.
 */

test.describe('Joy UI default theme viewer', () => {
  test('search narrows the tree to a token; the dark scheme shows its palette; expand and collapse all', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        errors.push(message.text());
      }
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/joy-ui/customization/default-theme-viewer/');
    const viewer = page.getByRole('group', { name: 'Joy UI default theme viewer' });
    const lightTree = viewer.getByRole('list', {
      name: 'Joy UI default theme, light color scheme',
    });
    const search = viewer.getByRole('searchbox', { name: 'Search keys and values' });
    const key = (tree: typeof lightTree, path: string) => tree.locator(`[data-path="${path}"]`);
    const row = (tree: typeof lightTree, path: string) => key(tree, path).locator('xpath=..');

    // Closed by default: top-level keys only.
    await expect(key(lightTree, 'radius')).toBeVisible();
    await expect(key(lightTree, 'radius.md')).toHaveCount(0);

    // radius.md is the theme's token and its CSS variable in vars: two matches, nothing else.
    await search.fill('radius.md');
    await expect(viewer.getByRole('status')).toHaveText('2 matches');
    await expect(row(lightTree, 'radius.md')).toHaveText('md: "8px"');
    await expect(row(lightTree, 'vars.radius.md')).toHaveText('md: "var(--joy-radius-md, 8px)"');
    await expect(key(lightTree, 'typography')).toHaveCount(0);
    await expect(key(lightTree, 'palette')).toHaveCount(0);

    // A palette value: light, then dark (the dark scheme merged into the top-level palette).
    await search.fill('palette.primary.plainColor');
    await expect(viewer.getByRole('status')).toHaveText('4 matches');
    await expect(row(lightTree, 'palette.primary.plainColor')).toHaveText(
      'plainColor: "var(--joy-palette-primary-500, #0B6BCB)"',
    );
    await viewer.getByRole('checkbox', { name: 'Dark color scheme' }).check();
    const darkTree = viewer.getByRole('list', { name: 'Joy UI default theme, dark color scheme' });
    await expect(row(darkTree, 'palette.primary.plainColor')).toHaveText(
      'plainColor: "var(--joy-palette-primary-300, #97C3F0)"',
    );
    // Both schemes stay readable under colorSchemes.
    await expect(row(darkTree, 'colorSchemes.light.palette.primary.plainColor')).toHaveText(
      'plainColor: "var(--joy-palette-primary-500, #0B6BCB)"',
    );

    await search.fill('no-such-token');
    await expect(viewer.getByRole('status')).toHaveText('No key or value matches');
    await expect(darkTree.locator('li')).toHaveCount(0);

    // Without a search, expand all opens every level; collapse all closes them again.
    await search.fill('');
    await viewer.getByRole('button', { name: 'Expand all' }).click();
    await expect(row(darkTree, 'palette.background.body')).toHaveText(
      'body: "var(--joy-palette-common-black, #000)"',
    );
    await viewer.getByRole('button', { name: 'Collapse all' }).click();
    await expect(key(darkTree, 'palette.background')).toHaveCount(0);
    await expect(key(darkTree, 'palette')).toBeVisible();
    // Hydration included: the server-rendered tree matched the browser's.
    expect(errors).toEqual([]);
  });
});

test('a replaced primary scale recolors the solid button of its panel only', async ({ page }) => {
  await page.goto('/joy-ui/customization/theme-colors/');
  const demo = page.locator('#CustomPrimaryPalette');
  await showLiveDemo(demo);
  const background = (name: string, index: number) =>
    demo
      .locator('.demo-live')
      .getByRole('button', { name })
      .nth(index)
      .evaluate((element) => getComputedStyle(element).backgroundColor);
  // The default primary-500, then the demo's green 500 (#1F7A4D).
  expect(await background('Publish', 0)).toBe('rgb(11, 107, 203)');
  expect(await background('Publish', 1)).toBe('rgb(31, 122, 77)');
});

test('the --Card-padding slider changes the padding of the card', async ({ page }) => {
  await page.goto('/joy-ui/customization/using-css-variables/');
  const demo = page.locator('#CardVariablesPlayground');
  await showLiveDemo(demo);
  const card = demo.locator('.demo-live .MuiCard-root');
  const padding = () => card.evaluate((element) => getComputedStyle(element).paddingTop);
  expect(await padding()).toBe('16px');
  const slider = demo.getByRole('slider', { name: /--Card-padding/ });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(demo.getByText('--Card-padding: 18px')).toBeVisible();
  await expect.poll(padding).toBe('18px');
});
