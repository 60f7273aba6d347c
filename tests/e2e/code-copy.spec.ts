import { expect, test } from './fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const PAGE = '/x/introduction/installation/';
/** Code blocks of one piece of code (install blocks, with a tab per package manager, aside). */
const PLAIN_BLOCK = '.code-block:not(.install-tabs)';

function readClipboard(page: import('@playwright/test').Page) {
  return page.evaluate(() => navigator.clipboard.readText());
}

test.describe('copying code', () => {
  test('code blocks are highlighted at build time in both schemes', async ({ page }) => {
    await page.goto(PAGE);
    const keyword = page
      .locator('.code-block[data-language="tsx"] .shiki span[style*="--shiki-dark"]')
      .first();
    await expect(keyword).toBeVisible();
    const light = await keyword.evaluate((node) => getComputedStyle(node).color);
    await page.evaluate(() =>
      document.documentElement.setAttribute('data-mui-color-scheme', 'dark'),
    );
    const dark = await keyword.evaluate((node) => getComputedStyle(node).color);
    expect(light).not.toBe(dark);
    // No highlighter reaches the browser.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => /shiki|oniguruma/.test(name)),
    );
    expect(scripts).toEqual([]);
  });

  test('Copy reads Copied for two seconds and puts the code on the clipboard', async ({ page }) => {
    await page.clock.install();
    await page.goto(PAGE);
    await page.clock.pauseAt(Date.now() + 60_000);
    const block = page.locator(PLAIN_BLOCK).first();
    await block.getByRole('button', { name: 'Copy' }).click();
    await expect(block.getByRole('button')).toHaveText('Copied');
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveCount(1);
    expect(await readClipboard(page)).toBe(await block.locator('pre').innerText());
    await page.clock.runFor(1900);
    await expect(block.getByRole('button')).toHaveText('Copied');
    await page.clock.runFor(200);
    await expect(block.getByRole('button')).toHaveText('Copy');
  });

  test('Ctrl+C copies the block under the pointer when nothing is selected', async ({ page }) => {
    await page.goto(PAGE);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    const block = page.locator(PLAIN_BLOCK).nth(1);
    await block.locator('pre').hover();
    await page.keyboard.press('Control+c');
    expect(await readClipboard(page)).toBe(await block.locator('pre').innerText());
    await expect(block.getByRole('button')).toHaveText('Copied');
  });

  test('Alt+C copies the focused block', async ({ page }) => {
    await page.goto(PAGE);
    const block = page.locator(PLAIN_BLOCK).nth(2);
    await block.locator('pre').focus();
    await page.keyboard.press('Alt+c');
    expect(await readClipboard(page)).toBe(await block.locator('pre').innerText());
  });

  test('Ctrl+C with text selected copies the selection, not the block', async ({ page }) => {
    await page.goto(PAGE);
    const block = page.locator(PLAIN_BLOCK).first();
    await block.locator('pre').hover();
    const paragraph = page.locator('.markdown-body > p').first();
    await paragraph.evaluate((node) => {
      const range = document.createRange();
      range.selectNodeContents(node.firstChild!);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    });
    await page.evaluate(() => navigator.clipboard.writeText('untouched'));
    await page.keyboard.press('Control+c');
    await expect(block.getByRole('button')).toHaveText('Copy');
    expect(await readClipboard(page)).not.toBe(await block.locator('pre').innerText());
  });

  test("Ctrl+C over a demo's code copies the demo, and not while text is selected", async ({
    page,
  }) => {
    await page.goto('/x/react-tree-view/');
    const demo = page.locator('section[data-demo="x/react-tree-view/BasicTreeView"]');
    await demo.scrollIntoViewIfNeeded();
    await demo.getByRole('button', { name: 'Show code' }).click();
    const code = demo.locator('.demo-code');
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await code.locator('pre').first().hover();
    await page.keyboard.press('Control+c');
    await expect(demo.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
    expect(await readClipboard(page)).toContain('export default function BasicTreeView');

    await page.evaluate(() => navigator.clipboard.writeText('untouched'));
    await code
      .locator('pre')
      .first()
      .evaluate((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        getSelection()!.removeAllRanges();
        getSelection()!.addRange(range);
      });
    await page.keyboard.press('Control+c');
    // The browser copied the selection itself: the same text, as selected.
    expect(await readClipboard(page)).not.toBe('untouched');
    expect((await readClipboard(page)).trim()).toBe(
      (await code.locator('pre').first().innerText()).trim(),
    );
  });

  test('when the browser refuses both ways, the reader sees the failure', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      });
      document.execCommand = () => false;
    });
    await page.goto(PAGE);
    const block = page.locator(PLAIN_BLOCK).first();
    await block.getByRole('button', { name: 'Copy' }).click();
    await expect(block.getByRole('button')).toHaveText('Copy failed');
    expect(errors.some((text) => text.includes('NotAllowedError'))).toBe(true);
  });

  test('labels follow the page language', async ({ page }) => {
    await page.goto(`/zh${PAGE}`);
    await expect(page.locator(PLAIN_BLOCK).first().getByRole('button')).toHaveText('复制');
  });
});
