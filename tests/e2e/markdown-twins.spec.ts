import { markdownLines } from '../../src/docs/markdown/markdownLines';
import { expect, test } from './fixtures';

// Every page's markdown twin (`<page URL>.md`) and the llms files, as the server answers them,
// and the page header's "Copy page" and "View as markdown". The Vitest integration test
// (scripts/markdown/markdownTwins.integration.test.ts) checks every page's twin on disk.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** The ATX headings of a markdown text outside its code blocks (`## Props`). */
function headings(markdown: string): string[] {
  return markdownLines(markdown)
    .filter(({ line, code }) => !code && /^#{1,6} /.test(line))
    .map(({ line }) => line);
}

const TWINS = [
  {
    name: 'a guide with demos',
    url: '/x/react-data-grid/editing.md',
    headings: ['# Data Grid - Editing', '## Make columns editable', '#### Cell editing grid'],
    contains: "import { DataGrid, GridColDef } from '@mui/x-data-grid';",
  },
  {
    name: 'an API page',
    url: '/x/api/data-grid/data-grid.md',
    headings: ['# DataGrid API', '## Import', '## Props', '## Slots', '## CSS classes'],
    contains: '| `checkboxSelection` | `boolean` | `false` |',
  },
  {
    name: 'a core family page',
    url: '/material-ui/react-button.md',
    headings: ['# Button', '## API'],
    contains: '[`<Button />`](/material-ui/api/button/)',
  },
  {
    name: 'a page in Chinese',
    url: '/zh/x/api/data-grid/data-grid.md',
    headings: ['# DataGrid API', '## 导入', '## 属性'],
    contains: '| 名称 |',
  },
];

test.describe('markdown twins', () => {
  for (const twin of TWINS) {
    test(`${twin.name} answers as markdown (${twin.url})`, async ({ request }) => {
      const response = await request.get(twin.url);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']?.toLowerCase()).toBe(
        'text/markdown; charset=utf-8',
      );
      const text = await response.text();
      const found = headings(text);
      for (const heading of twin.headings) {
        expect(found).toContain(heading);
      }
      expect(found[0]).toBe(twin.headings[0]);
      expect(text).toContain(twin.contains);
    });
  }

  test('the llms files answer as text and list the twins', async ({ request }) => {
    const index = await request.get('/llms.txt');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toMatch(/^text\/(plain|markdown); charset=utf-8$/i);
    const text = await index.text();
    expect(text.startsWith('# MUI X v6\n\n> ')).toBe(true);
    expect(text).toContain('- [Editing](/x/react-data-grid/editing.md): ');
    const family = await request.get('/joy-ui/llms-full.txt');
    expect(family.status()).toBe(200);
    expect(await family.text()).toContain('- Joy UI: `@mui/joy` ');
    // A name without a twin is the site's 404, not a file.
    expect((await request.get('/x/no-such-page.md')).status()).toBe(404);
  });

  test('"Copy page" puts the markdown on the clipboard; "View as markdown" opens it', async ({
    page,
  }) => {
    await page.goto('/x/react-data-grid/editing/');
    const copy = page.getByRole('button', { name: 'Copy page' });
    const view = page.getByRole('link', { name: 'View as markdown' });
    // Both sit in the title row, beside the heading.
    const titleRow = page.locator('article div:has(> h1)');
    await expect(titleRow.getByRole('button', { name: 'Copy page' })).toBeVisible();
    await expect(titleRow.getByRole('link', { name: 'View as markdown' })).toBeVisible();
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Page copied as markdown' }),
    ).toHaveCount(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith('# Data Grid - Editing\n')).toBe(true);
    expect(copied).toContain('#### Cell editing grid');
    await expect(view).toHaveAttribute('href', '/x/react-data-grid/editing.md');
    await view.focus();
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/x/react-data-grid/editing.md')),
      page.keyboard.press('Enter'),
    ]);
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL(/\/x\/react-data-grid\/editing\.md$/);
  });

  test('on a phone, an API page in Chinese has both in its header without widening the page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/zh/x/api/data-grid/data-grid/');
    const copy = page.getByRole('button', { name: '复制页面' });
    const view = page.getByRole('link', { name: '以 Markdown 查看' });
    await expect(copy).toBeEnabled();
    await expect(view).toHaveAttribute('href', '/zh/x/api/data-grid/data-grid.md');
    for (const control of [copy, view]) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });
});
