import { expect, test } from './fixtures';
import { expectNoSeriousAxeViolations } from './axe';

/** A shard of the index: `pages`, or one product's API (`api-data-grid`). */
const INDEX = /\/search-index\/[a-z-]+\.json\?v=[0-9a-f]+$/;

test('the index and the palette code load on the first open, never with the page', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/x/react-data-grid/');
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => INDEX.test(url))).toEqual([]);
  const scriptsBefore = requests.filter((url) => url.endsWith('.js')).length;

  const pagesShard = page.waitForResponse(/\/search-index\/pages\.json/);
  const gridShard = page.waitForResponse(/\/search-index\/api-data-grid\.json/);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search the documentation' });
  await expect(palette).toBeVisible();
  await expect(palette.getByRole('combobox')).toBeFocused();
  expect((await pagesShard).ok()).toBe(true);
  expect((await gridShard).ok()).toBe(true);
  expect(requests.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(scriptsBefore);
});

test('typing finds an API prop and Enter lands on its row', async ({ page }) => {
  await page.goto('/x/introduction/');
  await page.getByRole('button', { name: 'Search the documentation' }).click();
  const combobox = page.getByRole('combobox', { name: 'Search pages, API and demos' });
  await combobox.fill('checkboxSelection');
  const listbox = page.getByRole('listbox');
  await expect(combobox).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? '');
  const first = listbox.getByRole('option').first();
  await expect(first).toContainText('checkboxSelection');
  await expect(first).toContainText('DataGrid API');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(combobox).toHaveAttribute(
    'aria-activedescendant',
    (await first.getAttribute('id')) ?? '',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid\/#props-checkboxSelection$/);
  // The DataGrid API page is a large one to load on a busy machine.
  await expect(page.locator('[id="props-checkboxSelection"]')).toBeInViewport({ timeout: 15_000 });
});

test('a row named with its component comes first and lands on its anchor', async ({ page }) => {
  await page.goto('/x/introduction/');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox').fill('DataGrid rows prop');
  const first = page.getByRole('option').first();
  await expect(first).toContainText('rows');
  await expect(first).toContainText('DataGrid API');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid\/#props-rows$/);
  await expect(page.locator('[id="props-rows"]')).toBeInViewport({ timeout: 15_000 });
});

test('"Button" offers Material UI\'s Button page first and its API among the results, and a core prop lands on its row', async ({
  page,
}) => {
  await page.goto('/x/introduction/');
  await page.keyboard.press('Control+k');
  const combobox = page.getByRole('combobox');
  await combobox.fill('Button');
  const first = page.getByRole('option').first();
  await expect(first).toHaveAttribute('data-url', '/material-ui/react-button/');
  await expect(first).toContainText('Material UI');
  await expect(
    page.getByRole('option').and(page.locator('[data-url="/material-ui/api/button/"]')),
  ).toHaveCount(1);

  await combobox.fill('TextField helperText');
  await expect(first).toContainText('helperText');
  await expect(first).toContainText('TextField API');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/material-ui\/api\/text-field\/#props-helperText$/);
  await expect(page.locator('[id="props-helperText"]')).toBeInViewport({ timeout: 15_000 });
});

test('"csv" offers the export guide before its demo', async ({ page }) => {
  await page.goto('/x/introduction/');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox').fill('csv');
  const first = page.getByRole('option').first();
  await expect(first).toContainText('Data Grid - Export');
  await expect(first).toHaveAttribute('data-url', '/x/react-data-grid/export/');
});

test('arrow keys move through results, typos and prefixes still match', async ({ page }) => {
  await page.goto('/x/introduction/');
  await page.keyboard.press('/');
  const combobox = page.getByRole('combobox');
  await combobox.fill('colum visibility');
  const options = page.getByRole('option');
  await expect(options.first()).toContainText(/column ?visibility/i);
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.first()).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('ArrowUp');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');

  await combobox.fill('licens');
  await expect(options.first()).toContainText('Licensing');
  await combobox.fill('zzqqxx');
  await expect(page.getByRole('status').filter({ hasText: 'No results' })).toBeVisible();
});

test('Esc closes the palette and gives focus back; recent picks are offered', async ({ page }) => {
  await page.goto('/x/introduction/');
  const button = page.getByRole('button', { name: 'Search the documentation' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Quick links' })).toContainText('Data Grid');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('Control+k');
  await page.getByRole('combobox').fill('licensing');
  await page.getByRole('option').first().click();
  await expect(page).toHaveURL(/\/x\/introduction\/licensing\//);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('group', { name: 'Recent' })).toContainText('Licensing');
});

test('a Chinese reader lands on the Chinese page of a result', async ({ page }) => {
  await page.goto('/zh/x/introduction/');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox').fill('licensing');
  await expect(page.getByRole('option').first()).toContainText('Licensing');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/zh\/x\/introduction\/licensing\/$/);
});

test('Enter pressed while the index is loading opens the first result once it arrives', async ({
  page,
}) => {
  // The index shards are held back until Enter has been pressed.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/search-index/**', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/x/introduction/');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox').fill('licensing');
  await expect(page.getByRole('dialog')).toContainText('Loading');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/x\/introduction\/$/);
  release();
  await expect(page).toHaveURL(/\/x\/introduction\/licensing\/$/);
});

test('the open palette passes axe', async ({ page }) => {
  await page.goto('/x/introduction/');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox').fill('data grid');
  await expect(page.getByRole('option').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, { include: '[role="dialog"]' });
});
