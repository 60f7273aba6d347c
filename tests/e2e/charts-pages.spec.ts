import { demoSectionWith, expect, showLiveDemo, test } from './fixtures';

test('planned chart pages show the Planned badge and Pro ones the Pro badge', async ({ page }) => {
  await page.goto('/x/react-charts/heat-map/');
  await expect(page.locator('article [data-planned]')).toBeVisible();
  await page.goto('/x/react-charts/gantt/');
  await expect(page.locator('article [data-planned]')).toBeVisible();
  await expect(page.locator('article').getByText('Pro', { exact: true })).toBeVisible();
});

test.describe('Tree View keyboard', () => {
  test('Arrow Right expands an item and Enter selects a child', async ({ page }) => {
    await page.goto('/x/react-tree-view/getting-started/');
    await showLiveDemo(
      demoSectionWith(page, page.getByRole('tree', { name: 'Warehouses by region' })),
    );
    const tree = page.getByRole('tree', { name: 'Warehouses by region' });
    const asia = tree.locator('li[id$="-asia"]');
    const osaka = tree.locator('li[id$="-osaka"]');
    await expect(asia).toHaveAttribute('aria-expanded', 'false');
    await expect(osaka).toBeHidden();

    await tree.focus();
    await page.keyboard.press('End');
    await expect(tree).toHaveAttribute('aria-activedescendant', /-asia$/);
    await page.keyboard.press('ArrowRight');
    await expect(asia).toHaveAttribute('aria-expanded', 'true');
    await expect(osaka).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(tree).toHaveAttribute('aria-activedescendant', /-osaka$/);
    await page.keyboard.press('Enter');
    await expect(osaka).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Selected: osaka' })).toBeVisible();
  });

  test('type-ahead moves focus to the next item starting with the typed letter', async ({
    page,
  }) => {
    await page.goto('/x/react-tree-view/');
    await showLiveDemo(
      demoSectionWith(page, page.getByRole('tree', { name: 'Teams and members' })),
    );
    const tree = page.getByRole('tree', { name: 'Teams and members' });
    await tree.focus();
    await page.keyboard.press('l');
    await expect(tree).toHaveAttribute('aria-activedescendant', /-lars$/);
    await page.keyboard.press('Space');
    // Multi-selection: Space adds the focused member to the selection that already holds Kenji.
    await expect(page.getByRole('status').filter({ hasText: 'Lars Nilsson' })).toContainText(
      'Kenji Sato',
    );
  });

  test('in right-to-left pages Arrow Left expands', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('mui-direction', 'rtl'));
    await page.goto('/x/react-tree-view/getting-started/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await showLiveDemo(
      demoSectionWith(page, page.getByRole('tree', { name: 'Warehouses by region' })),
    );
    const tree = page.getByRole('tree', { name: 'Warehouses by region' });
    await tree.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await expect(tree.locator('li[id$="-asia"]')).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('Chart tooltips', () => {
  test('an axis tooltip lists every series of the hovered category', async ({ page }) => {
    await page.goto('/x/react-charts/tooltip/');
    const demo = page.locator('section[data-demo$="/TooltipTriggerChart"]');
    // The server HTML draws the chart too: point at the live one, which shows the tooltip.
    await showLiveDemo(demo);
    const svg = demo.locator('.demo-live svg').last();
    await expect(svg.locator('rect').first()).toBeVisible();
    const box = await svg.boundingBox();
    if (!box) throw new Error('The chart has no bounding box.');
    // The first band (Week 1) sits in the left quarter of the drawing area.
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.6);
    const tooltip = page.locator('.MuiChartsTooltip-root');
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText('Week 1');
    await expect(tooltip).toContainText('Client work');
    await expect(tooltip).toContainText('62 h');
    await expect(tooltip).toContainText('Meetings');
  });

  test('an item tooltip describes the hovered pie arc', async ({ page }) => {
    await page.goto('/x/react-charts/pie/');
    const demo = page.locator('section[data-demo$="/DonutPieChart"]');
    // The server HTML draws the arcs too: hover the live ones, which show the tooltip.
    await showLiveDemo(demo);
    const housing = demo.locator('.MuiPieArc-root').first();
    await expect(housing).toBeVisible();
    await housing.hover();
    const tooltip = page.locator('.MuiChartsTooltip-root');
    await expect(tooltip).toContainText('Housing');
    await expect(tooltip).toContainText('€1120 (35%)');
  });

  test('the custom item tooltip shows the hovered cafe', async ({ page }) => {
    await page.goto('/x/react-charts/tooltip/');
    const demo = page.locator('section[data-demo$="/CustomItemTooltipChart"]');
    await showLiveDemo(demo);
    const point = demo.locator('.demo-live svg circle').first();
    await expect(point).toBeVisible();
    await point.hover();
    // A custom content replaces the default table, so find the tooltip by its role.
    await expect(page.getByRole('tooltip')).toContainText('Bean There');
    await expect(page.getByRole('tooltip')).toContainText('Cappuccino €2.80 · rated 4.1 / 5');
  });
});
