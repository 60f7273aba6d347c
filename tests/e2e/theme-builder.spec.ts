import type { Locator, Page } from '@playwright/test';
import { expect, showLiveDemo, test, waitForHydration } from './fixtures';
import { expectNoSeriousAxeViolations } from './axe';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const BUILDER_PAGE = '/material-ui/customization/theme-builder/';
const VIEWER_PAGE = '/material-ui/customization/default-theme/';

/** The styles the exported theme must reproduce on a button and a text field. */
const COMPARED = [
  'background-color',
  'color',
  'border-top-left-radius',
  'font-family',
  'font-size',
  'font-weight',
  'padding-top',
  'padding-left',
  'height',
] as const;

async function computedStyles(element: Locator): Promise<Record<string, string>> {
  return element.evaluate(
    (node, names) =>
      Object.fromEntries(
        names.map((name) => [name, getComputedStyle(node).getPropertyValue(name)]),
      ),
    [...COMPARED],
  );
}

/** The outlined input around a text field's input: where its radius and height live. */
function inputRoot(field: Locator): Locator {
  return field.locator('xpath=..');
}

function builderParts(page: Page) {
  const builder = page.getByRole('group', { name: 'Theme builder' });
  const preview = builder.getByRole('region', { name: 'Theme preview' });
  return {
    builder,
    preview,
    primary: builder.getByRole('textbox', { name: 'Primary color', exact: true }),
    secondary: builder.getByRole('textbox', { name: 'Secondary color', exact: true }),
    fontFamily: builder.getByRole('combobox', { name: 'Font family' }),
    fontSize: builder.getByRole('spinbutton', { name: 'Base font size (px)' }),
    radius: builder.getByRole('spinbutton', { name: 'Border radius (px)' }),
    spacing: builder.getByRole('spinbutton', { name: 'Spacing unit (px)' }),
    dense: builder.getByRole('checkbox', { name: 'Dense defaults' }),
    darkMode: builder.getByRole('checkbox', { name: 'Dark mode' }),
    code: builder.getByLabel('Exported theme code'),
    previewButton: preview.getByRole('button', { name: 'Save changes' }),
    previewField: preview.getByRole('textbox', { name: 'Project name' }),
  };
}

/** Collects the page's console errors and uncaught exceptions (hydration mismatches included). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Types into a field and leaves it, as a reader would. */
async function enter(field: Locator, value: string): Promise<void> {
  await field.fill(value);
  await field.blur();
}

test.describe('theme builder', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the exported code, pasted into a demo theme, reproduces the preview; the link restores it', async ({
    page,
    context,
  }) => {
    await page.goto(BUILDER_PAGE);
    const parts = builderParts(page);
    await expect(parts.previewButton).toBeVisible();
    const defaults = await computedStyles(parts.previewButton);

    await enter(parts.primary, '#00897b');
    await enter(parts.secondary, 'ff5722');
    await parts.fontFamily.click();
    await page.getByRole('option', { name: 'Serif' }).click();
    await enter(parts.fontSize, '16');
    await enter(parts.radius, '12');
    await enter(parts.spacing, '6');
    await parts.dense.check();

    // The preview restyled: color, corners, font and size are no longer the defaults.
    await expect(parts.previewButton).toHaveCSS('background-color', 'rgb(0, 137, 123)');
    await expect(parts.previewButton).toHaveCSS('border-top-left-radius', '12px');
    const preview = await computedStyles(parts.previewButton);
    for (const name of ['font-family', 'font-size', 'padding-top', 'padding-left'] as const) {
      expect(preview[name], name).not.toBe(defaults[name]);
    }
    const previewField = await computedStyles(parts.previewField);
    const previewFieldRoot = await computedStyles(inputRoot(parts.previewField));

    // The state is in the address.
    await expect(page).toHaveURL(
      /\?primary=00897b&secondary=ff5722&font=serif&size=16&radius=12&spacing=6&dense=1$/,
    );
    await parts.builder.getByRole('button', { name: 'Copy link' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    // Paste the exported options into the ThemedPreview demo's theme.
    const code = await parts.code.innerText();
    expect(code).toContain("import { createTheme } from '@mui/material/styles';");
    const options = /export const theme = createTheme\(([\s\S]*)\);\s*$/.exec(code)?.[1];
    expect(options).toContain("main: '#00897b'");
    const demo = page.getByRole('region', { name: 'Demo: Themed preview' });
    await showLiveDemo(demo);
    await demo
      .getByRole('toolbar', { name: 'Demo actions' })
      .getByRole('button', { name: 'Live edit' })
      .click();
    const editor = demo.getByRole('textbox', { name: 'Demo source code, TypeScript (editable)' });
    const source = await editor.inputValue();
    const empty = 'const options: ThemeOptions = {};';
    expect(source).toContain(empty);
    await editor.fill(source.replace(empty, `const options: ThemeOptions = ${options};`));

    const demoButton = demo.locator('.demo-live').getByRole('button', { name: 'Save changes' });
    const demoField = demo.locator('.demo-live').getByRole('textbox', { name: 'Project name' });
    await expect(demoButton).toHaveCSS('background-color', 'rgb(0, 137, 123)');
    // Buttons ease their colors over 250 ms: each comparison waits for the styles to settle.
    await expect.poll(() => computedStyles(demoButton)).toEqual(preview);
    await expect.poll(() => computedStyles(demoField)).toEqual(previewField);
    await expect.poll(() => computedStyles(inputRoot(demoField))).toEqual(previewFieldRoot);

    // The shared link, opened in a new page, shows the same values and preview.
    const shared = await context.newPage();
    await shared.goto(page.url());
    await waitForHydration(shared);
    const restored = builderParts(shared);
    await expect(restored.primary).toHaveValue('#00897b');
    await expect(restored.secondary).toHaveValue('#ff5722');
    await expect(restored.fontFamily).toHaveText('Serif');
    await expect(restored.fontSize).toHaveValue('16');
    await expect(restored.radius).toHaveValue('12');
    await expect(restored.spacing).toHaveValue('6');
    await expect(restored.dense).toBeChecked();
    await expect(restored.previewButton).toHaveCSS('background-color', 'rgb(0, 137, 123)');
    await expect.poll(() => computedStyles(restored.previewButton)).toEqual(preview);
    expect(await restored.code.innerText()).toBe(code);

    // Reset brings back the defaults and a clean address.
    await restored.builder.getByRole('button', { name: 'Reset' }).click();
    await expect(restored.primary).toHaveValue('#1976d2');
    await expect(shared).toHaveURL(new RegExp(`${BUILDER_PAGE}$`));
    await expect.poll(() => computedStyles(restored.previewButton)).toEqual(defaults);
  });

  test('bad or out-of-range URL params fall back to defaults without breaking the page', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(
      `${BUILDER_PAGE}?primary=not-a-color&secondary=%23zz&mode=sepia&font=comic&size=huge&radius=abc&spacing=400&dense=maybe`,
    );
    const parts = builderParts(page);
    await expect(parts.previewButton).toBeVisible();
    await expect(parts.primary).toHaveValue('#1976d2');
    await expect(parts.secondary).toHaveValue('#9c27b0');
    await expect(parts.darkMode).not.toBeChecked();
    await expect(parts.fontFamily).toHaveText('Roboto (default)');
    await expect(parts.fontSize).toHaveValue('14');
    await expect(parts.radius).toHaveValue('4');
    // A number out of range is held to its bound rather than dropped.
    await expect(parts.spacing).toHaveValue('16');
    await expect(parts.dense).not.toBeChecked();
    await expect(parts.previewButton).toHaveCSS('background-color', 'rgb(25, 118, 210)');
    await expect(parts.previewButton).toHaveCSS('border-top-left-radius', '4px');
    await expect(parts.code).toContainText('spacing: 16,');
    await expect(parts.code).not.toContainText('palette');
    // The address is rewritten to what the builder shows.
    await expect(page).toHaveURL(new RegExp(`${BUILDER_PAGE}\\?spacing=16$`));

    // An invalid color typed in is reported and the last valid one stays.
    await parts.primary.fill('#12345');
    await expect(parts.builder.getByText('Enter a hex color such as #1976d2')).toBeVisible();
    await expect(parts.previewButton).toHaveCSS('background-color', 'rgb(25, 118, 210)');
    expect(errors).toEqual([]);
  });

  test('the builder page passes axe with the gallery loaded', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`${BUILDER_PAGE}?mode=dark&primary=ffb74d`);
    const { preview, previewButton } = builderParts(page);
    await expect(previewButton).toBeVisible();
    await expect(preview.getByRole('gridcell', { name: 'Checkout redesign' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    expect(errors).toEqual([]);
  });
});

test.describe('default theme viewer', () => {
  test('search finds a key with its value; keys expand and collapse by keyboard', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(VIEWER_PAGE);
    const viewer = page.getByRole('group', { name: 'Default theme viewer' });
    const tree = viewer.getByRole('list', { name: 'Default theme, light mode' });
    const toggle = (key: string) => tree.getByRole('button', { name: new RegExp(`^${key}: `) });

    await viewer
      .getByRole('searchbox', { name: 'Search keys and values' })
      .fill('palette.primary.main');
    await expect(viewer.getByRole('status')).toHaveText('1 match');
    await expect(toggle('palette')).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle('primary')).toHaveAttribute('aria-expanded', 'true');
    await expect(tree.getByText('main: "#1976d2"')).toBeVisible();
    await expect(toggle('typography')).toHaveCount(0);

    // Dark mode shows the dark palette's value.
    await viewer.getByRole('checkbox', { name: 'Dark mode theme' }).check();
    const darkTree = viewer.getByRole('list', { name: 'Default theme, dark mode' });
    await expect(darkTree.getByText('main: "#90caf9"')).toBeVisible();
    await viewer.getByRole('checkbox', { name: 'Dark mode theme' }).uncheck();

    // Without a search, keys open and close from the keyboard.
    await viewer.getByRole('searchbox', { name: 'Search keys and values' }).fill('');
    await expect(toggle('typography')).toBeVisible();
    await expect(toggle('palette')).toHaveAttribute('aria-expanded', 'false');
    await toggle('palette').focus();
    await page.keyboard.press('Enter');
    await expect(toggle('palette')).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle('primary')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(toggle('common')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(toggle('common')).toHaveAttribute('aria-expanded', 'true');
    await expect(tree.getByText('white: "#fff"')).toBeVisible();
    await toggle('palette').focus();
    await page.keyboard.press('Enter');
    await expect(toggle('palette')).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle('primary')).toHaveCount(0);

    // Expand all and collapse all.
    await viewer.getByRole('button', { name: 'Expand all' }).click();
    await expect(tree.getByText('borderRadius: 4')).toBeVisible();
    await expect(tree.getByText(/^up: function up\(/)).toBeVisible();
    await viewer.getByRole('button', { name: 'Collapse all' }).click();
    await expect(tree.getByText('borderRadius: 4')).toHaveCount(0);
    await expect(tree.getByRole('button', { expanded: true })).toHaveCount(0);

    await expectNoSeriousAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
