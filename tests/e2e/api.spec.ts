import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { ApiProductJson } from '../../src/docs/api/apiJson';
import { expect, test } from './fixtures';

const GRID = JSON.parse(
  readFileSync(path.join(process.cwd(), 'generated', 'api', 'data-grid.json'), 'utf8'),
) as ApiProductJson;
const DATA_GRID = GRID.components.find((entry) => entry.name === 'DataGrid')!;
const KEYS = ['apiPage_props', 'apiPage_slots', 'apiPage_classes'];
const LAYOUTS = [
  { value: 'collapsed', button: 'Collapsed list' },
  { value: 'expended', button: 'Expanded list' },
  { value: 'table', button: 'Table' },
] as const;
const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Stores a layout for every section before the first visit (a later reload keeps what is stored). */
async function seedLayout(page: Page, layout: string) {
  await page.addInitScript(
    ([keys, value]) => {
      for (const key of keys as string[]) {
        if (localStorage.getItem(key) === null) {
          localStorage.setItem(key, value as string);
        }
      }
    },
    [KEYS, layout],
  );
}

function propsSection(page: Page) {
  return page.locator('section[aria-labelledby="props"]');
}

function rowsOf(page: Page, section = 'props') {
  return page.locator(`section[aria-labelledby="${section}"]`).locator('li.ApiRow, tbody tr');
}

function storedLayouts(page: Page) {
  return page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), KEYS);
}

test.describe('API pages', () => {
  for (const { value } of LAYOUTS) {
    test(`the ${value} layout renders every prop of DataGrid`, async ({ page }) => {
      await seedLayout(page, value);
      await page.goto('/x/api/data-grid/data-grid/');
      await expect(propsSection(page)).toHaveAttribute('data-layout', value);
      const ids = await rowsOf(page).evaluateAll((rows) => rows.map((row) => row.id));
      expect(ids).toEqual(DATA_GRID.props.map((prop) => `props-${prop.name}`));
      expect(DATA_GRID.props.length).toBeGreaterThan(100);
      await expect(rowsOf(page, 'slots')).toHaveCount(DATA_GRID.slots.length);
    });
  }

  test('each layout shows its form: details on demand, details inline, a table', async ({
    page,
  }) => {
    await seedLayout(page, 'collapsed');
    await page.goto('/x/api/data-grid/data-grid/');
    const row = page.locator('#props-checkboxSelection');
    const details = row.locator('.ApiRow-body');
    await expect(details).toBeHidden();
    await expect(row.locator('.ApiRow-summary')).toHaveText('boolean');
    await row.getByRole('button', { name: 'Details of checkboxSelection' }).click();
    await expect(details).toBeVisible();
    await expect(details).toContainText('extra column with checkboxes');

    await propsSection(page).getByRole('button', { name: 'Expanded list', exact: true }).click();
    await expect(row.locator('.ApiRow-body')).toBeVisible();
    await expect(row.getByRole('button', { name: /Details of/ })).toHaveCount(0);

    await propsSection(page).getByRole('button', { name: 'Table', exact: true }).click();
    const table = propsSection(page).getByRole('region', { name: 'Props of DataGrid' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Name',
      'Type',
      'Default',
      'Description',
    ]);
    await expect(page.locator('tr#props-checkboxSelection td').nth(1)).toHaveText('false');
  });

  for (const { value, button } of LAYOUTS) {
    test(`choosing ${button} is stored for its section and survives a reload`, async ({ page }) => {
      const other = value === 'table' ? 'collapsed' : 'table';
      await seedLayout(page, other);
      await page.goto('/x/api/data-grid/data-grid/');
      await propsSection(page).getByRole('button', { name: button, exact: true }).click();
      await expect(propsSection(page)).toHaveAttribute('data-layout', value);
      await expect.poll(() => storedLayouts(page)).toEqual([value, other, other]);
      // Pressing the active button again (a null change) keeps the layout.
      await propsSection(page).getByRole('button', { name: button, exact: true }).click();
      await expect(
        propsSection(page).getByRole('button', { name: button, exact: true }),
      ).toHaveAttribute('aria-pressed', 'true');

      await page.reload();
      await expect(propsSection(page)).toHaveAttribute('data-layout', value);
      await expect(page.locator('section[aria-labelledby="slots"]')).toHaveAttribute(
        'data-layout',
        other,
      );
      expect(await storedLayouts(page)).toEqual([value, other, other]);
    });
  }

  test('a first visit picks one layout at random, stores it, and keeps it', async ({ page }) => {
    // Pin the random draw to the table's third; later visits draw the collapsed list.
    await page.addInitScript(() => {
      const draw = sessionStorage.getItem('draw') ?? '0.9';
      Math.random = () => Number(draw);
      sessionStorage.setItem('draw', '0.1');
    });
    await page.goto('/x/api/data-grid/data-grid/');
    await expect(propsSection(page)).toHaveAttribute('data-layout', 'table');
    await expect.poll(() => storedLayouts(page)).toEqual(['table', 'table', 'table']);
    await page.reload();
    await page.goto('/x/api/charts/bar-chart/');
    await expect(propsSection(page)).toHaveAttribute('data-layout', 'table');
    expect(await storedLayouts(page)).toEqual(['table', 'table', 'table']);
  });

  test('a first visit with no pinned draw stores one of the three layouts', async ({ page }) => {
    await page.goto('/x/api/tree-view/tree-view/');
    await expect.poll(async () => (await storedLayouts(page))[0]).not.toBeNull();
    const [props, slots, classes] = await storedLayouts(page);
    expect(['collapsed', 'expended', 'table']).toContain(props);
    expect([slots, classes]).toEqual([props, props]);
    await expect(propsSection(page)).toHaveAttribute('data-layout', props!);
  });

  test('an API page hydrates cleanly before switching to the stored layout', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await seedLayout(page, 'table');
    await page.goto('/x/api/data-grid/data-grid-pro/');
    await expect(propsSection(page)).toHaveAttribute('data-layout', 'table');
    expect(errors).toEqual([]);
  });

  test('the server renders the expanded list, every prop readable in the HTML', async ({
    request,
  }) => {
    const html = await (await request.get('/x/api/data-grid/data-grid-premium/')).text();
    expect(html).toContain('data-layout="expended"');
    const premium = GRID.components.find((entry) => entry.name === 'DataGridPremium')!;
    for (const prop of premium.props) {
      expect(html).toContain(`id="props-${prop.name}"`);
    }
    // The data carries rendered rows, not the generated JSON of the whole product.
    expect(html).not.toContain('"ignoredProps"');
  });

  for (const { value } of LAYOUTS) {
    test(`an anchor scrolls to its prop in the ${value} layout`, async ({ page }) => {
      await seedLayout(page, value);
      await page.goto('/x/api/data-grid/data-grid/#props-rowSelectionModel');
      await expect(propsSection(page)).toHaveAttribute('data-layout', value);
      const row = page.locator('#props-rowSelectionModel');
      await expect(row).toBeInViewport();
      if (value === 'collapsed') {
        // The targeted row opens; its neighbours stay closed.
        await expect(row.locator('.ApiRow-body')).toBeVisible();
        await expect(page.locator('#props-rowSpacingType .ApiRow-body')).toBeHidden();
      }
    });
  }

  test('the copy-link button copies the address of its prop', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await seedLayout(page, 'expended');
    await page.goto('/x/api/data-grid/data-grid/');
    const button = page.getByRole('button', { name: 'Copy link to checkboxSelection' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('api-status')).toHaveText('Link copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/x\/api\/data-grid\/data-grid\/#props-checkboxSelection$/);
  });

  test('the layout toggles and collapsed rows work by keyboard', async ({ page }) => {
    await seedLayout(page, 'expended');
    await page.goto('/x/api/charts/bar-chart/');
    const collapsed = propsSection(page).getByRole('button', {
      name: 'Collapsed list',
      exact: true,
    });
    await collapsed.focus();
    await page.keyboard.press('Space');
    await expect(propsSection(page)).toHaveAttribute('data-layout', 'collapsed');
    const toggle = page.getByRole('button', { name: 'Details of series' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#props-series .ApiRow-body')).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', 'Copy link to series');
  });

  // The table from the narrowest screen that shows one (Material UI's `sm`, 600 px); a phone
  // shows the lists only (tests/e2e/phone-chrome.spec.ts).
  for (const { layout, width } of [
    { layout: 'table', width: 600 },
    { layout: 'expended', width: 390 },
  ]) {
    test(`long types wrap instead of making the page scroll sideways (${layout})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await seedLayout(page, layout);
      await page.goto('/x/api/data-grid/data-grid-premium/');
      await expect(propsSection(page)).toHaveAttribute('data-layout', layout);
      const overflow = await page.evaluate(() => {
        const article = document.querySelector('article')!;
        return article.scrollWidth - article.clientWidth;
      });
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('types link to the interfaces they name', async ({ page }) => {
    await seedLayout(page, 'expended');
    await page.goto('/x/api/data-grid/data-grid/');
    await page
      .locator('#props-filterModel .ApiType')
      .getByRole('link', { name: 'GridFilterModel' })
      .click();
    await expect(page).toHaveURL(/\/x\/api\/data-grid\/grid-filter-model\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('GridFilterModel interface');
    await expect(page.locator('#properties-items')).toContainText('GridFilterItem');
  });

  test('a Pro component shows its plan, every package that exports it, and its demos', async ({
    page,
  }) => {
    await page.goto('/x/api/data-grid/data-grid-pro/');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText('DataGridPro API');
    await expect(page.locator('article [data-plan="pro"]').first()).toHaveText('Pro');
    await expect(page.locator('article pre').first()).toHaveText(
      [
        "import { DataGridPro } from '@mui/x-data-grid-pro/DataGridPro';",
        '// or',
        "import { DataGridPro } from '@mui/x-data-grid-pro';",
      ].join('\n'),
    );
    await expect(
      page.getByText('The ref is forwarded to the root element (HTMLDivElement).'),
    ).toBeVisible();
    await page.locator('article').getByRole('link', { name: 'Data Grid', exact: true }).click();
    await expect(page).toHaveURL(/\/x\/react-data-grid\/$/);
  });

  test('pickers list the packages re-exporting them; slots and CSS classes have their own sections', async ({
    page,
  }) => {
    await seedLayout(page, 'table');
    await page.goto('/x/api/date-pickers/date-calendar/');
    await expect(page.locator('article pre').first()).toContainText(
      "import { DateCalendar } from '@mui/x-date-pickers-pro';",
    );
    const classes = page.locator('section[aria-labelledby="classes"]');
    await expect(classes.locator('tr#classes-root th')).toContainText('.MuiDateCalendar-root');
    const slots = page.locator('section[aria-labelledby="slots"]');
    await expect(slots.getByRole('columnheader')).toHaveText([
      'Name',
      'Default component',
      'Description',
    ]);
  });

  test('GridApi is grouped by the sub-API each method comes from', async ({ page }) => {
    await seedLayout(page, 'collapsed');
    await page.goto('/x/api/data-grid/grid-api/');
    await expect(page.getByRole('heading', { level: 3, name: 'GridRowApi' })).toBeVisible();
    const pinning = page.getByRole('heading', { level: 3, name: /GridColumnPinningApi/ });
    await expect(pinning.locator('[data-plan="pro"]')).toHaveText('Pro');
    const grouping = page.getByRole('heading', { level: 3, name: /GridRowGroupingApi/ });
    await expect(grouping.locator('[data-plan="premium"]')).toHaveText('Premium');
    await expect(page.locator('#properties-getRow')).toBeVisible();
  });

  test('the drawer reaches each product API index, which links every page', async ({ page }) => {
    await page.goto('/x/react-charts/');
    const nav = page.getByTestId('nav-desktop');
    // The third product's group: Data Grid, Date and Time Pickers, then Charts.
    const group = nav.getByRole('button', { name: 'API reference' }).nth(2);
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    const list = nav.locator(`#${await group.getAttribute('aria-controls')}`);
    await list.getByRole('link', { name: 'Index' }).click();
    await expect(page).toHaveURL(/\/x\/api\/charts\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Charts API');
    await page.locator('article').getByRole('link', { name: 'ChartsLegend', exact: true }).click();
    await expect(page).toHaveURL(/\/x\/api\/charts\/charts-legend\/$/);
    await expect(nav.locator('[aria-current="page"]')).toHaveText('ChartsLegend');
  });

  test('a Chinese API page keeps its links in Chinese', async ({ page }) => {
    await seedLayout(page, 'expended');
    await page.goto('/zh/x/api/data-grid/data-grid/');
    await expect(page.getByRole('heading', { level: 2, name: /属性/ }).first()).toBeVisible();
    await expect(
      page.locator('#props-filterModel .ApiType').getByRole('link', { name: 'GridFilterModel' }),
    ).toHaveAttribute('href', '/zh/x/api/data-grid/grid-filter-model/');
  });
});

test.describe('crawlers', () => {
  test.use({ userAgent: CRAWLER_UA });

  test('a crawler always gets the expanded list, whatever is stored', async ({ page }) => {
    await page.addInitScript(() => {
      Math.random = () => 0.9;
    });
    await page.goto('/x/api/data-grid/data-grid/');
    await expect(propsSection(page)).toHaveAttribute('data-layout', 'expended');
    expect(await storedLayouts(page)).toEqual([null, null, null]);
    await page.evaluate(() => localStorage.setItem('apiPage_props', 'table'));
    await page.reload();
    await expect(propsSection(page)).toHaveAttribute('data-layout', 'expended');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false });

  test('an API page is readable: every prop, its type and description', async ({ page }) => {
    await page.goto('/x/api/data-grid/data-grid/');
    await expect(rowsOf(page)).toHaveCount(DATA_GRID.props.length);
    const row = page.locator('#props-density');
    await expect(row.locator('.ApiRow-body')).toBeVisible();
    await expect(row).toContainText("'compact' | 'standard' | 'comfortable'");
    await expect(row).toContainText("'standard'");
  });
});

test.describe('Base UI tabs', () => {
  test('the Button guide links to its Components API and Hooks API tabs', async ({ page }) => {
    await seedLayout(page, 'expended');
    await page.goto('/base-ui/react-button/');
    const tabs = page.getByRole('navigation', { name: 'Guide and API' });
    await expect(tabs.getByRole('link')).toHaveText(['Guide', 'Components API', 'Hooks API']);
    await expect(tabs.getByRole('link', { name: 'Guide' })).toHaveAttribute('aria-current', 'page');

    await tabs.getByRole('link', { name: 'Components API' }).click();
    await expect(page).toHaveURL(/\/base-ui\/react-button\/components-api\/$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Button', exact: true }),
    ).toBeVisible();
    await expect(page.locator('#button-props-focusableWhenDisabled')).toBeVisible();
    await expect(page.getByTestId('nav-desktop').locator('[aria-current="page"]')).toHaveText(
      'Button',
    );

    await page
      .getByRole('navigation', { name: 'Guide and API' })
      .getByRole('link', { name: 'Hooks API' })
      .click();
    await expect(page).toHaveURL(/\/base-ui\/react-button\/hooks-api\/$/);
    await expect(page.locator('#use-button-parameters-disabled')).toBeVisible();
    await expect(page.locator('#use-button-return-value-getRootProps')).toBeVisible();
  });
});

test.describe('core families’ API pages', () => {
  test('a Material UI page names its package, theme key and the inherited ButtonBase props', async ({
    page,
  }) => {
    await seedLayout(page, 'expended');
    await page.goto('/material-ui/api/button/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Button API');
    await expect(page.locator('pre').first()).toContainText(
      "import Button from '@mui/material/Button';",
    );
    await expect(page.locator('.ApiEntry-package')).toHaveText('From the @mui/material package.');
    await expect(page.locator('#theme-key + p')).toContainText('MuiButton');
    await expect(page.locator('#props-startIcon')).toBeVisible();
    await expect(page.locator('#classes-root')).toContainText('MuiButton-root');
    const inherited = page.getByText('Props of the ButtonBase component are also available:');
    await expect(inherited).toContainText('disableRipple');
    await inherited.getByRole('link', { name: 'ButtonBase' }).click();
    await expect(page).toHaveURL(/\/material-ui\/api\/button-base\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ButtonBase API');
  });

  test('a lab component names @mui/lab and inherits Material UI’s Button', async ({ page }) => {
    await page.goto('/material-ui/api/loading-button/');
    await expect(page.locator('.ApiEntry-package')).toHaveText('From the @mui/lab package.');
    await expect(
      page.getByText('Props of the Button component are also available:').getByRole('link'),
    ).toHaveAttribute('href', '/material-ui/api/button/');
  });

  test('a Joy UI page lists its CSS variables, theme key and color union', async ({ page }) => {
    await seedLayout(page, 'expended');
    await page.goto('/joy-ui/api/button/');
    await expect(page.locator('.ApiEntry-package')).toHaveText('From the @mui/joy package.');
    await expect(page.locator('#theme-key + p')).toContainText('JoyButton');
    await expect(page.getByRole('heading', { level: 2, name: 'CSS variables' })).toBeVisible();
    await expect(page.locator('.ApiEntry-cssVariables')).toContainText('--Button-gap');
    await expect(page.locator('#props-color')).toContainText("'danger'");
    await expect(page.locator('#classes-colorDanger')).toContainText('MuiButton-colorDanger');
  });

  test('a System page imports Grid from its unstable export', async ({ page }) => {
    await page.goto('/system/api/grid/');
    await expect(page.locator('pre').first()).toContainText(
      "import Grid from '@mui/system/Unstable_Grid';",
    );
  });

  test('an API page names the lowest-plan package exporting it', async ({ page }) => {
    await page.goto('/x/api/date-pickers/date-picker/');
    await expect(page.locator('.ApiEntry-package')).toHaveText(
      'From the @mui/x-date-pickers package.',
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /from @mui\/x-date-pickers:/,
    );
    await page.goto('/x/api/date-pickers/date-range-picker/');
    await expect(page.locator('.ApiEntry-package')).toHaveText(
      'From the @mui/x-date-pickers-pro package.',
    );
    await page.goto('/x/api/data-grid/grid-col-def/');
    await expect(page.locator('.ApiEntry-package')).toHaveText(
      'From the @mui/x-data-grid package.',
    );
  });
});

test.describe('Base UI docs tabs', () => {
  test('a hooks tab lists each hook’s parameters and return value, beside its guide', async ({
    page,
  }) => {
    await seedLayout(page, 'expended');
    await page.goto('/base-ui/react-select/hooks-api/');
    const tabs = page.getByRole('navigation', { name: 'Guide and API' });
    await expect(tabs.getByRole('link')).toHaveText(['Guide', 'Components API', 'Hooks API']);
    await expect(tabs.getByRole('link', { name: 'Guide' })).toHaveAttribute(
      'href',
      '/base-ui/react-select/',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'useSelect' })).toBeVisible();
    await expect(page.locator('#use-select-parameters-multiple')).toBeVisible();
    await expect(page.locator('#use-select-return-value-getButtonProps')).toBeVisible();
    await tabs.getByRole('link', { name: 'Components API' }).click();
    await expect(page).toHaveURL(/\/base-ui\/react-select\/components-api\/$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Select', exact: true }),
    ).toBeVisible();
  });

  test('a tab with nothing in it says so', async ({ page }) => {
    await page.goto('/base-ui/react-no-ssr/hooks-api/');
    await expect(page.locator('article')).toContainText('This page documents no hooks');
  });
});
