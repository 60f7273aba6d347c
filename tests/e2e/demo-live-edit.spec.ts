import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousAxeViolations } from './axe';
import { openMoreMenu } from './demoToolbar';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const TREE_PAGE = '/x/react-tree-view/';
const CHART_PAGE = '/x/react-charts/';

/** Opens a page with a paused clock: timers run only when the test moves time on. */
async function openWithPausedClock(page: Page, path: string): Promise<void> {
  await page.clock.install();
  await page.goto(path);
  await page.clock.pauseAt(Date.now() + 60_000);
}

function demoParts(page: Page, title: string) {
  const demo = page.getByRole('region', { name: `Demo: ${title}` });
  const toolbar = demo.getByRole('toolbar', { name: 'Demo actions' });
  return {
    demo,
    /** The rendered demo, without its code. */
    preview: demo.locator('.demo-live'),
    toolbar,
    liveEdit: toolbar.getByRole('button', { name: 'Live edit' }),
    reset: toolbar.getByRole('button', { name: 'Reset' }),
    editor: (variant: 'TypeScript' | 'JavaScript') =>
      demo.getByRole('textbox', { name: `Demo source code, ${variant} (editable)` }),
  };
}

/** Replaces one piece of the editor's text, as a reader's edit would (one input event). */
async function replaceInEditor(editor: Locator, from: string, to: string): Promise<void> {
  const source = await editor.inputValue();
  expect(source).toContain(from);
  await editor.fill(source.replace(from, to));
}

test.describe('live editing a demo', () => {
  // Several steps each, on a production build that shares a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('an edit re-renders the demo 166 ms after the last change, and Reset restores it', async ({
    page,
  }) => {
    await openWithPausedClock(page, TREE_PAGE);
    const { demo, liveEdit, reset, editor } = demoParts(page, 'Basic tree view');
    await expect(reset).toHaveAttribute('aria-disabled', 'true');
    await liveEdit.click();
    await expect(liveEdit).toHaveAttribute('aria-pressed', 'true');
    const original = await editor('TypeScript').inputValue();
    expect(original).toContain("import { TreeView } from '@mui/x-tree-view/TreeView';");

    await replaceInEditor(editor('TypeScript'), 'label="App.tsx"', 'label="Main.tsx"');
    await expect(reset).toHaveAttribute('aria-disabled', 'false');
    await page.clock.runFor(150);
    await expect(demo.getByText('App.tsx', { exact: true })).toBeVisible();
    await expect(demo.getByText('Main.tsx', { exact: true })).toHaveCount(0);
    await page.clock.runFor(20);
    await expect(demo.getByText('Main.tsx', { exact: true })).toBeVisible();
    await expect(demo.getByText('App.tsx', { exact: true })).toHaveCount(0);
    // The edited demo still responds, in the site's demo theme.
    await demo.getByRole('treeitem', { name: 'public' }).click();
    await expect(demo.getByText('favicon.svg', { exact: true })).toBeVisible();

    await reset.click();
    await expect(editor('TypeScript')).toHaveValue(original);
    await expect(demo.getByText('App.tsx', { exact: true })).toBeVisible();
    await expect(demo.getByText('Main.tsx', { exact: true })).toHaveCount(0);
    await expect(reset).toHaveAttribute('aria-disabled', 'true');

    // Leaving the editor with edits keeps them, shown as plain code; Copy copies them.
    await replaceInEditor(editor('TypeScript'), 'label="src"', 'label="source"');
    await page.clock.runFor(166);
    await liveEdit.click();
    await expect(editor('TypeScript')).toHaveCount(0);
    await expect(demo.locator('.demo-code pre')).toContainText('label="source"');
    await expect(demo.getByText('source', { exact: true })).toBeVisible();
    await demo.getByRole('button', { name: 'Copy', exact: true }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('label="source"');
  });

  test('the JavaScript variant is edited and run when it is the one shown', async ({ page }) => {
    await openWithPausedClock(page, CHART_PAGE);
    const { preview, toolbar, liveEdit, editor } = demoParts(page, 'Basic bar chart');
    await toolbar.getByRole('button', { name: /^JS/ }).click();
    await liveEdit.click();
    await replaceInEditor(editor('JavaScript'), "label: 'Rainfall (mm)'", "label: 'Snowfall (cm)'");
    await page.clock.runFor(166);
    await expect(preview.getByText('Snowfall (cm)')).toBeVisible();
    await expect(preview.getByText('Rainfall (mm)')).toHaveCount(0);
    // The TypeScript variant keeps its own, unedited code and the original demo.
    await toolbar.getByRole('button', { name: /^TS/ }).click();
    await expect(editor('TypeScript')).toHaveValue(/Rainfall \(mm\)/);
    await expect(preview.getByText('Rainfall (mm)')).toBeVisible();
  });

  test('a broken edit shows its error under the demo and the page stays usable', async ({
    page,
  }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await openWithPausedClock(page, TREE_PAGE);
    const { demo, toolbar, liveEdit, editor } = demoParts(page, 'Basic tree view');
    await liveEdit.click();
    await replaceInEditor(editor('TypeScript'), 'label="App.tsx"', 'label="Main.tsx"');
    await page.clock.runFor(166);
    await expect(demo.getByText('Main.tsx', { exact: true })).toBeVisible();

    // A syntax error: the message names the position; the last good render stays.
    await replaceInEditor(editor('TypeScript'), 'label="package.json" />', 'label="package.json"');
    await page.clock.runFor(166);
    const alert = demo.getByRole('alert');
    await expect(alert).toContainText('This code does not run');
    await expect(alert).toContainText(/\(\d+:\d+\)/);
    await expect(demo.getByText('Main.tsx', { exact: true })).toBeVisible();

    // The rest of the toolbar and the page still work.
    await toolbar.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(toolbar.getByRole('button', { name: 'Copied' })).toBeVisible();
    await page.getByRole('button', { name: 'Open settings' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A component that throws while rendering: caught, reported, last good render kept.
    await replaceInEditor(editor('TypeScript'), 'label="package.json"', 'label="package.json" />');
    await replaceInEditor(
      editor('TypeScript'),
      '  return (\n    <TreeView',
      "  throw new Error('Broken on purpose');\n  return (\n    <TreeView",
    );
    await page.clock.runFor(166);
    await expect(alert).toContainText('Broken on purpose');
    await expect(demo.getByText('Main.tsx', { exact: true })).toBeVisible();

    // Fixing the code clears the error and renders the fix.
    await replaceInEditor(editor('TypeScript'), "  throw new Error('Broken on purpose');\n", '');
    await replaceInEditor(editor('TypeScript'), 'label="Main.tsx"', 'label="Index.tsx"');
    await page.clock.runFor(166);
    await expect(demo.getByText('Index.tsx', { exact: true })).toBeVisible();
    await expect(alert).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('Copy link puts the address of the demo on the clipboard', async ({ page, baseURL }) => {
    await openWithPausedClock(page, CHART_PAGE);
    const { demo, toolbar } = demoParts(page, 'Basic bar chart');
    const menu = await openMoreMenu(demo);
    await menu.getByRole('menuitem', { name: 'Copy link to this demo' }).click();
    // The result shows on the More button (the menu closes) and in the status region.
    const copied = page.getByRole('tooltip', { name: 'Link copied' });
    await expect(copied).toBeVisible();
    await expect(toolbar.getByRole('status')).toHaveText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${baseURL}${CHART_PAGE}#BasicBarChart`);
    // The menu's closing animation runs on the paused clock too.
    await page.clock.runFor(400);
    await expect(menu).toBeHidden();
    await page.clock.runFor(1500);
    await expect(copied).toBeVisible();
    await page.clock.runFor(200);
    await expect(copied).toBeHidden();
    await expect(toolbar.getByRole('status')).toHaveText('');
    // The link leads to the demo's section.
    await page.goto(link);
    await expect(page.locator('#BasicBarChart')).toHaveAttribute('aria-label', /Basic bar chart/);
  });

  test('live edit, reset and copy link work by keyboard alone', async ({ page, baseURL }) => {
    await page.goto(TREE_PAGE);
    const { toolbar, liveEdit, reset, editor } = demoParts(page, 'Basic tree view');
    await toolbar.getByRole('button', { name: 'Show code' }).focus();
    await page.keyboard.press('End');
    const more = toolbar.getByRole('button', { name: 'More actions' });
    await expect(more).toBeFocused();
    // Reset is disabled but stays in the arrow-key order, as toolbar items do.
    await page.keyboard.press('ArrowLeft');
    await expect(reset).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(liveEdit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(liveEdit).toHaveAttribute('aria-pressed', 'true');
    await expect(editor('TypeScript')).toBeVisible();

    // Tab leaves the toolbar for the editor; Tab there indents.
    await page.keyboard.press('Tab');
    await expect(editor('TypeScript')).toBeFocused();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(editor('TypeScript')).toHaveValue(/^ {4}import \* as React/);
    await page.keyboard.press('Shift+Tab');
    await expect(editor('TypeScript')).toHaveValue(/^ {2}import \* as React/);

    // Esc, then Shift+Tab, goes back to the toolbar (Esc, then Tab, goes on down the page).
    await page.keyboard.press('Escape');
    await page.keyboard.press('Shift+Tab');
    await expect(liveEdit).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(reset).toBeFocused();
    await expect(reset).toHaveAttribute('aria-disabled', 'false');
    await page.keyboard.press('Enter');
    await expect(editor('TypeScript')).toHaveValue(/^import \* as React/);
    await expect(reset).toHaveAttribute('aria-disabled', 'true');

    await page.keyboard.press('ArrowRight');
    await expect(more).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('menu').getByRole('menuitem', { name: 'Copy link to this demo' }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tooltip', { name: 'Link copied' })).toBeVisible();
    await expect(more).toBeFocused();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}${TREE_PAGE}#BasicTreeView`,
    );

    await editor('TypeScript').focus();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(editor('TypeScript')).not.toBeFocused();
    await expect(editor('TypeScript')).toHaveValue(/^import \* as React/);
    // Only one toolbar button is in the tab order.
    await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`no serious axe violations with the editor open and an error shown (${mode})`, async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('mui-mode', value), mode);
      await page.goto(TREE_PAGE);
      await expect(page.locator('body')).toHaveClass(new RegExp(`mode-${mode}`));
      const { demo, liveEdit, editor } = demoParts(page, 'Basic tree view');
      await liveEdit.click();
      await replaceInEditor(
        editor('TypeScript'),
        'label="package.json" />',
        'label="package.json"',
      );
      await expect(demo.getByRole('alert')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  }
});
