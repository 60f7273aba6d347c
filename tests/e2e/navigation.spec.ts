import { expect, test } from './fixtures';

test.describe('navigation', () => {
  test('the home page leads to a product through the product switcher', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'MUI X v6' })).toBeVisible();
    await page.getByTestId('product-switcher').click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      /Data Grid/,
      /Date and Time Pickers/,
      /Charts/,
      /Tree View/,
      /Material UI/,
      /Joy UI/,
      /Base UI/,
      /MUI System/,
    ]);
    await menu.getByRole('menuitem', { name: /Date and Time Pickers/ }).click();
    await expect(page).toHaveURL(/\/x\/react-date-pickers\/$/);
    await expect(page.getByTestId('version-switcher')).toHaveText(/v6\.19\.0/);
  });

  test('the version switcher lists this version and links other majors to their sites', async ({
    page,
  }) => {
    await page.goto('/x/react-data-grid/');
    await page.getByTestId('version-switcher').click();
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items.first()).toHaveText(/v6\.19\.1/);
    await expect(items.first()).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('menuitem', { name: 'v7' })).toHaveAttribute(
      'href',
      'https://v7.mui.com/x/react-data-grid/',
    );
  });

  test('a docs page highlights its nav entry and links to its neighbours', async ({ page }) => {
    await page.goto('/x/introduction/installation/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Installation/);
    const nav = page
      .getByTestId('nav-desktop')
      .getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.locator('[aria-current="page"]')).toHaveText('Installation');
    await expect(page.locator('a[rel="prev"]')).toContainText('Overview');
    await expect(page.locator('a[rel="next"]')).toContainText('Licensing');
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      /\/edit\/main\/content\/x\/introduction\/installation\.md$/,
    );
    await page.locator('a[rel="next"]').click();
    await expect(page).toHaveURL(/\/x\/introduction\/licensing\/$/);
    await expect(nav.locator('[aria-current="page"]')).toHaveText('Licensing');
  });

  test('a client-side navigation into a closed group opens it and moves the current mark', async ({
    page,
  }) => {
    await page.goto('/x/introduction/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const nav = page.getByTestId('nav-desktop');
    const hidden = nav.locator('.nav-panel:not([data-open]) a.nav-item').first();
    const href = (await hidden.getAttribute('href'))!;
    const title = (await hidden.locator('.nav-label').textContent())!;
    await expect(hidden).toBeHidden();
    // The reader follows a link to it from elsewhere in the page (no full reload).
    await page.evaluate((target) => {
      const link = document.createElement('a');
      link.href = target;
      link.textContent = 'to the page';
      document.querySelector('.markdown-body')!.append(link);
    }, href);
    await page.locator('.markdown-body').getByRole('link', { name: 'to the page' }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    const current = nav.locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText(title);
    await expect(current).toBeVisible();
  });

  test('nav groups collapse and expand', async ({ page }) => {
    await page.goto('/x/introduction/');
    const nav = page.getByTestId('nav-desktop');
    const group = nav.getByRole('button', { name: 'Charts' });
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: /Gauge/ })).toBeVisible();
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: /Gauge/ })).toBeHidden();
    await group.press('Enter');
    await expect(nav.getByRole('link', { name: /Gauge/ })).toBeVisible();
  });

  test('the active entry is scrolled into view in a short drawer', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 360 });
    await page.goto('/x/react-tree-view/');
    const nav = page.getByTestId('nav-desktop');
    const active = nav.locator('[aria-current="page"]');
    await expect(active).toHaveText('Overview');
    await expect(active).toBeInViewport();
    const navBox = (await nav.boundingBox())!;
    const activeBox = (await active.boundingBox())!;
    expect(activeBox.y).toBeGreaterThanOrEqual(navBox.y);
    expect(activeBox.y + activeBox.height).toBeLessThanOrEqual(navBox.y + navBox.height);
    // The page itself did not scroll to get there.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the product switcher works by keyboard', async ({ page }) => {
    await page.goto('/x/introduction/');
    await page.getByTestId('product-switcher').focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: /Charts/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/x\/react-charts\/$/);
  });

  test('nav entries carry plan, planned and new marks', async ({ page }) => {
    await page.goto('/x/react-charts/');
    const nav = page.getByTestId('nav-desktop');
    const funnel = nav.getByRole('link', { name: /Funnel/ });
    await expect(funnel.locator('[data-plan="pro"]')).toHaveText('Pro');
    await expect(funnel.locator('[data-planned]')).toHaveText('Planned');
    await expect(nav.getByRole('link', { name: /Overview.*New/ })).toHaveAttribute(
      'href',
      '/x/react-charts/',
    );
  });

  test('a planned entry opens its page, marked Planned, saying it is not in this version', async ({
    page,
  }) => {
    await page.goto('/x/react-charts/');
    await page.getByTestId('nav-desktop').getByRole('link', { name: /Gauge/ }).click();
    await expect(page).toHaveURL(/\/x\/react-charts\/gauge\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gauge');
    await expect(page.locator('article [data-planned]').first()).toBeVisible();
    await expect(page.locator('article .callout').first()).toContainText('not available');
    await expect(page.getByRole('heading', { name: 'What to use today' })).toBeVisible();
  });

  test('the table of contents follows the section in view', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 800 });
    await page.goto('/x/introduction/installation/');
    const toc = page.getByTestId('toc');
    await expect(toc).toBeVisible();
    const links = toc.getByRole('link');
    await expect(links.first()).toHaveAttribute('aria-current', 'location');
    const lastHref = await links.last().getAttribute('href');
    await links.last().click();
    await expect(page).toHaveURL(new RegExp(`${lastHref}$`));
    await expect(links.last()).toHaveAttribute('aria-current', 'location');
    await expect(links.first()).not.toHaveAttribute('aria-current', 'location');
  });

  test('the table of contents is hidden on narrow screens', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto('/x/introduction/installation/');
    await expect(page.getByTestId('toc')).toBeHidden();
  });

  test('nothing scrolls sideways on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    for (const path of [
      '/',
      '/x/introduction/',
      '/x/react-data-grid/',
      '/material-ui/getting-started/',
    ]) {
      await page.goto(path);
      const [scrollWidth, clientWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
    }
  });

  test('the mobile drawer opens from the menu button and closes on navigation', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/x/introduction/');
    await expect(page.getByTestId('nav-desktop')).toBeHidden();
    await page.getByRole('button', { name: 'Open main navigation' }).click();
    const drawer = page.getByTestId('nav-mobile');
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('[aria-current="page"]')).toHaveText('Overview');
    await drawer.getByRole('link', { name: 'Support' }).click();
    await expect(page).toHaveURL(/\/x\/introduction\/support\/$/);
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open main navigation' }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    // Nothing is left over the page: its links work again.
    await page.getByRole('link', { name: 'MUI X', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('internal links in prose navigate without a full reload', async ({ page }) => {
    await page.goto('/x/introduction/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.locator('.markdown-body a[href="/x/introduction/installation/"]').first().click();
    await expect(page).toHaveURL(/\/x\/introduction\/installation\/$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  test('a page reached from the navigation opens at its top, with its nav entry in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/x/react-data-grid/editing/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const nav = page.getByTestId('nav-desktop');
    await nav.locator('a[href="/x/react-data-grid/sorting/"]').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Sorting/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(nav.locator('[aria-current="page"]')).toBeInViewport();
  });
});

test.describe('core families', () => {
  test("a core page shows its family's tree in the reference order, and the app bar names the family", async ({
    page,
  }) => {
    await page.goto('/material-ui/customization/palette/');
    await expect(page).toHaveTitle(/^Palette - Material UI$/);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'MUI Core' })).toBeVisible();
    await expect(page.getByTestId('product-switcher')).toHaveText(/Material UI/);
    await expect(page.getByTestId('version-switcher')).toHaveText(/v5\.18\.0/);
    const nav = page.getByTestId('nav-desktop');
    await expect(nav.locator('button.nav-group[data-top]')).toHaveText([
      'Getting started',
      'Components',
      'Component API',
      'Customization',
      'How-to guides',
      'Integrations',
      'Experimental APIs',
      'Migration',
      'Discover more',
    ]);
    // Customization: its own pages, then the Theme, Tokens and MUI X subheaders.
    const customizationList = await nav
      .getByRole('button', { name: 'Customization', exact: true })
      .getAttribute('aria-controls');
    const customization = nav.locator(`[id="${customizationList}"]`);
    await expect(customization.locator('button.nav-group')).toHaveText([
      'Theme',
      'Tokens',
      'MUI X',
    ]);
    await expect(nav.locator('[aria-current="page"]')).toHaveText('Palette');
    // Theme is closed here (Tokens holds the current page): its entries are in the page, hidden.
    await expect(
      nav.locator('a[href="/material-ui/customization/theme-builder/"] [data-new]'),
    ).toHaveText('New');
    // Previous and next follow the tree: Theme's last page before, Tokens' second after.
    await expect(page.locator('a[rel="prev"]')).toContainText('Components');
    await expect(page.locator('a[rel="next"]')).toContainText('Typography');
    // Only this family's tree is in the drawer.
    await expect(nav.getByRole('button', { name: 'Data Grid' })).toHaveCount(0);
  });

  test('the version switcher of a core family shows its installed version and other sites', async ({
    page,
  }) => {
    await page.goto('/joy-ui/getting-started/');
    await expect(page).toHaveTitle(/ - Joy UI$/);
    await page.getByTestId('version-switcher').click();
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items.first()).toHaveText(/v5\.0\.0-beta\.52/);
    await expect(items.first()).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('menuitem', { name: 'Latest' })).toHaveAttribute(
      'href',
      /^https:\/\/mui\.com\/joy-ui\//,
    );
  });

  test("Base UI's API links point into its pages' docs tabs", async ({ page }) => {
    await page.goto('/base-ui/react-button/');
    const nav = page.getByTestId('nav-desktop');
    const apis = nav.locator('li', { has: page.getByRole('button', { name: 'APIs' }) });
    await expect(apis.getByRole('link', { name: 'Button', exact: true })).toHaveAttribute(
      'href',
      '/base-ui/react-button/components-api/#button',
    );
    await apis.getByRole('link', { name: 'useButton', exact: true }).click();
    await expect(page).toHaveURL(/\/base-ui\/react-button\/hooks-api\/#use-button$/);
    await expect(nav.locator('[aria-current="page"]')).toHaveText('Button');
  });

  test("switching family by the product menu brings that family's tree, usable by keyboard", async ({
    page,
  }) => {
    await page.goto('/x/introduction/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('product-switcher').click();
    await page.getByRole('menuitem', { name: /Material UI/ }).click();
    await expect(page).toHaveURL(/\/material-ui\/getting-started\/$/);
    const nav = page.getByTestId('nav-desktop');
    await expect(nav.locator('[aria-current="page"]')).toHaveText('Overview');
    await expect(nav.getByRole('button', { name: 'Charts' })).toHaveCount(0);
    const tokens = nav.getByRole('button', { name: 'Tokens' });
    await tokens.focus();
    await page.keyboard.press('Enter');
    await expect(tokens).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Palette' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(tokens).toHaveAttribute('aria-expanded', 'false');
  });

  test("a family overview links every page of the family's tree", async ({ page }) => {
    for (const family of ['material-ui', 'joy-ui', 'base-ui', 'system']) {
      await page.goto(`/${family}/getting-started/`);
      const drawerLinks = await page
        .getByTestId('nav-desktop')
        .locator('a.nav-item')
        .evaluateAll((links) =>
          links
            .map((link) => link.getAttribute('href')!)
            .filter((href) => !href.includes('#') && !href.endsWith('/getting-started/')),
        );
      const sectionLinks = await page
        .locator('.markdown-body h2:has-text("The sections of") ~ ul a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      expect(sectionLinks, family).toEqual(drawerLinks);
    }
    await page.goto('/material-ui/getting-started/');
    await page.locator('.markdown-body a[href="/material-ui/customization/palette/"]').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Palette');
  });

  test('the home page and the product menu present the core families beside MUI X', async ({
    page,
  }) => {
    await page.goto('/');
    const core = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: /core/i }),
    });
    for (const [name, href] of [
      ['Material UI', '/material-ui/getting-started/'],
      ['Joy UI', '/joy-ui/getting-started/'],
      ['Base UI', '/base-ui/getting-started/'],
      ['MUI System', '/system/getting-started/'],
    ]) {
      await expect(core.getByRole('link', { name: new RegExp(name) })).toHaveAttribute(
        'href',
        href,
      );
    }
    await page.getByTestId('product-switcher').click();
    await expect(page.getByRole('menu').locator('.MuiListSubheader-root')).toHaveText([
      'MUI X',
      'MUI Core',
    ]);
  });

  test("a page's scripts carry no navigation tree", async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(await response.text().catch(() => ''));
      }
    });
    await page.goto('/x/introduction/licensing/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(scripts.length).toBeGreaterThan(5);
    // Pathnames of another family's and of this family's trees are in the page's data, not its code.
    for (const pathname of [
      '/material-ui/customization/palette',
      '/x/react-data-grid/column-spanning',
    ]) {
      expect(
        scripts.filter((text) => text.includes(pathname)),
        pathname,
      ).toEqual([]);
    }
  });
});

test.describe('routes', () => {
  test('the slash-less URL redirects to the canonical one', async ({ request }) => {
    const response = await request.get('/x/introduction/installation', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe('/x/introduction/installation/');
  });

  test('family prefixes lead to their first page', async ({ page }) => {
    for (const family of ['material-ui', 'joy-ui', 'base-ui', 'system']) {
      await page.goto(`/${family}`);
      await expect(page).toHaveURL(new RegExp(`/${family}/getting-started/$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test("a page's title ends with its product family, or the site name outside the families", async ({
    page,
  }) => {
    await page.goto('/joy-ui/getting-started/');
    await expect(page).toHaveTitle(/^Joy UI overview - Joy UI$/);
    await page.goto('/base-ui/getting-started/');
    await expect(page).toHaveTitle(/^Base UI overview - Base UI$/);
    await page.goto('/x/react-data-grid/editing/');
    await expect(page).toHaveTitle(/^Data Grid - Editing - MUI X v6$/);
    await page.goto('/versions/');
    await expect(page).toHaveTitle(/^Versions - MUI X v6$/);
  });

  test('the versions page lists every documented version', async ({ page }) => {
    await page.goto('/versions/');
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(8);
    await expect(rows.filter({ hasText: 'Data Grid' })).toContainText('6.19.1');
    await expect(rows.filter({ hasText: 'Date and Time Pickers' })).toContainText('6.19.0');
    await expect(rows.filter({ hasText: 'Charts' })).toContainText('6.19.1');
    await expect(rows.filter({ hasText: 'Tree View' })).toContainText('6.17.0');
  });

  test('a page has its description and OpenGraph tags', async ({ page }) => {
    await page.goto('/x/introduction/licensing/');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(20);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      description!,
    );
    await expect(page).toHaveTitle(/Licensing - MUI X v6/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      '/x/introduction/licensing/',
    );
  });

  test('an unknown page answers 404 and suggests near pages', async ({ page }) => {
    const response = await page.goto('/x/introduction/instalation/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    const suggestions = page.getByTestId('not-found-suggestions').getByRole('link');
    await expect(suggestions.first()).toHaveAttribute('href', '/x/introduction/installation/');
    await suggestions.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Installation/);
  });

  test('a Chinese 404 speaks Chinese and hydrates cleanly', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/zh/x/introduction/instalation/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到页面');
    await expect(
      page.getByTestId('not-found-suggestions').getByRole('link').first(),
    ).toHaveAttribute('href', '/zh/x/introduction/installation/');
    expect(errors.filter((text) => !text.includes('404'))).toEqual([]);
  });

  test('an English page never downloads the Chinese strings; a Chinese page brings them', async ({
    page,
  }) => {
    // A string only the Chinese dictionary holds (src/i18n/zh.json: appFrame.skipToContent).
    const chineseOnly = '跳到正文';
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(await response.text().catch(() => ''));
      }
    });
    await page.goto('/x/introduction/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter((text) => text.includes(chineseOnly))).toEqual([]);

    await page.goto('/zh/x/introduction/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('link', { name: chineseOnly })).toHaveCount(1);
  });

  test('a 404 with nothing close says so', async ({ page }) => {
    await page.goto('/qqqqqqqqqqqqqq/zzzzzzzzzzzzzzzzz/');
    await expect(page.getByTestId('not-found-suggestions')).toHaveText(
      'No page looks close to this address.',
    );
  });
});
