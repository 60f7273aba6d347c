import { extendTheme } from '@mui/joy/styles';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { scaleFromBase } from '../../src/theme/joyBuilder/colorScale';
import { expect, test } from './fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const PAGE = '/joy-ui/customization/theme-builder/';

/** Joy UI's defaults the preview starts from: `primary.500` and `radius.sm`. */
const DEFAULT_PRIMARY = 'rgb(11, 107, 203)';
const DEFAULT_RADIUS_SM = '6px';

/** `#rrggbb` as the browser reports a computed color. */
function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

function builderParts(page: Page) {
  const builder = page.getByRole('group', { name: 'Joy UI theme builder' });
  const preview = builder.getByRole('region', { name: 'Joy UI theme preview' });
  return {
    builder,
    preview,
    previewRoot: preview.locator('[data-joy-preview-root]'),
    primaryBase: builder.getByRole('textbox', { name: 'Primary base color', exact: true }),
    radiusSm: builder.getByRole('spinbutton', { name: 'Radius sm (px)' }),
    bodyFont: builder.getByRole('combobox', { name: 'Body font' }),
    code: builder.getByLabel('Exported theme code'),
    previewButton: preview.getByRole('button', { name: 'Save changes' }),
    schemeButton: (name: 'Light' | 'Dark') =>
      builder.getByRole('group', { name: 'Preview color scheme' }).getByRole('button', { name }),
  };
}

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

async function enter(field: Locator, value: string): Promise<void> {
  await field.fill(value);
  await field.blur();
}

/** Runs the exported module with the installed `extendTheme` and returns its theme. */
function themeFromCode(code: string): ReturnType<typeof extendTheme> {
  const importLine = "import { extendTheme } from '@mui/joy/styles';\n";
  expect(code.startsWith(importLine)).toBe(true);
  const body = code.slice(importLine.length).replace('export const theme =', 'const theme =');
  return new Function('extendTheme', `${body}\nreturn theme;`)(extendTheme);
}

/**
 * The exported theme's CSS variables with plain values (colors, radii, font stacks) that differ
 * from Joy UI's defaults, for one scheme, next to the value each has on the preview's element.
 */
async function exportedVersusPreview(
  code: string,
  scheme: 'light' | 'dark',
  previewRoot: Locator,
): Promise<{ exported: Record<string, string>; preview: Record<string, string> }> {
  const theme = themeFromCode(code);
  const defaults = extendTheme();
  const all = (t: typeof theme) =>
    ({ ...t.generateCssVars().css, ...t.generateCssVars(scheme).css }) as Record<
      string,
      string | number
    >;
  const base = all(defaults);
  const exported = Object.fromEntries(
    Object.entries(all(theme))
      .filter(([name, value]) => String(value) !== String(base[name]))
      .filter(([, value]) => !String(value).includes('var('))
      .map(([name, value]) => [name, String(value)]),
  );
  const preview = await previewRoot.evaluate(
    (node, names) =>
      Object.fromEntries(
        names.map((name) => [name, getComputedStyle(node).getPropertyValue(name).trim()]),
      ),
    Object.keys(exported),
  );
  return { exported, preview };
}

test.describe('Joy UI theme builder', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a primary color and a radius restyle the preview, go into the code, the link and a reload', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(PAGE);
    const parts = builderParts(page);
    await expect(parts.previewButton).toHaveCSS('background-color', DEFAULT_PRIMARY);
    await expect(parts.previewButton).toHaveCSS('border-top-left-radius', DEFAULT_RADIUS_SM);
    await expect(parts.code).toHaveText(/export const theme = extendTheme\(\{\}\);/);

    await enter(parts.primaryBase, '#7e22ce');
    await enter(parts.radiusSm, '20');
    await parts.bodyFont.click();
    await page.getByRole('option', { name: 'Serif' }).click();

    // The preview's solid button shows the new 500 and radius.sm; its text the body font.
    await expect(parts.previewButton).toHaveCSS('background-color', 'rgb(126, 34, 206)');
    await expect(parts.previewButton).toHaveCSS('border-top-left-radius', '20px');
    await expect(parts.previewButton).toHaveCSS('font-family', /Georgia/);
    // The rest of the scale came from the base: the soft button's background is its new 100.
    const softPrimary = parts.preview.getByRole('button', { name: 'Primary', exact: true }).nth(1);
    await expect(softPrimary).toHaveCSS('background-color', rgb(scaleFromBase('#7e22ce')['100']));

    // The code holds the changed options only.
    const code = await parts.code.innerText();
    expect(code).toContain("import { extendTheme } from '@mui/joy/styles';");
    expect(code).toContain("  500: '#7e22ce',");
    expect(code).toMatch(/light: \{\s+palette: \{\s+primary,/);
    expect(code).toMatch(/dark: \{\s+palette: \{\s+primary,/);
    expect(code).toContain("radius: {\n    sm: '20px',\n  },");
    expect(code).toContain('Georgia');
    expect(code).not.toContain('neutral');

    // The code, run with the installed extendTheme, gives the preview's variables, in both schemes.
    const light = await exportedVersusPreview(code, 'light', parts.previewRoot);
    expect(light.exported['--joy-palette-primary-500']).toBe('#7e22ce');
    expect(light.exported['--joy-radius-sm']).toBe('20px');
    expect(light.preview).toEqual(light.exported);
    await parts.schemeButton('Dark').click();
    await expect(parts.previewRoot).toHaveCSS('background-color', 'rgb(0, 0, 0)');
    const dark = await exportedVersusPreview(code, 'dark', parts.previewRoot);
    expect(dark.preview).toEqual(dark.exported);
    await expect(parts.previewButton).toHaveCSS('background-color', 'rgb(126, 34, 206)');

    // The address holds the state; Copy link copies it; a reload restores it.
    await expect(page).toHaveURL(/\?primary=7e22ce&body=serif&radius\.sm=20$/);
    await parts.builder.getByRole('button', { name: 'Copy link' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await page.reload();
    const restored = builderParts(page);
    await expect(restored.primaryBase).toHaveValue('#7e22ce');
    await expect(restored.radiusSm).toHaveValue('20');
    await expect(restored.bodyFont).toHaveText('Serif');
    await expect(restored.previewButton).toHaveCSS('background-color', 'rgb(126, 34, 206)');
    await expect(restored.previewButton).toHaveCSS('border-top-left-radius', '20px');
    expect(await restored.code.innerText()).toBe(code);

    // Reset brings back Joy UI's defaults and a clean address.
    await restored.builder.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(restored.previewButton).toHaveCSS('background-color', DEFAULT_PRIMARY);
    await expect(restored.previewButton).toHaveCSS('border-top-left-radius', DEFAULT_RADIUS_SM);
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    expect(errors).toEqual([]);
  });

  test('works from the keyboard: palette tabs, a shade, a radius, the preview scheme, the link', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const parts = builderParts(page);
    await expect(parts.previewButton).toBeVisible();

    // Arrow keys move between the palette tabs; Enter opens one.
    await parts.builder.getByRole('tab', { name: 'Primary' }).focus();
    await page.keyboard.press('ArrowRight');
    const neutralTab = parts.builder.getByRole('tab', { name: 'Neutral' });
    await expect(neutralTab).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(neutralTab).toHaveAttribute('aria-selected', 'true');

    // Tab reaches the neutral base color; typing a color applies it to the neutral solid button.
    await page.keyboard.press('Tab');
    const neutralBase = parts.builder.getByRole('textbox', {
      name: 'Neutral base color',
      exact: true,
    });
    await expect(neutralBase).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('#334155');
    const neutralSolid = parts.preview
      .getByRole('button', { name: 'Neutral', exact: true })
      .first();
    await expect(neutralSolid).toHaveCSS('background-color', 'rgb(51, 65, 85)');

    // The arrow keys step a radius.
    await parts.radiusSm.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(parts.radiusSm).toHaveValue('8');
    await expect(parts.previewButton).toHaveCSS('border-top-left-radius', '8px');

    // Space switches the preview to dark.
    await parts.schemeButton('Dark').focus();
    await page.keyboard.press('Space');
    await expect(parts.schemeButton('Dark')).toHaveAttribute('aria-pressed', 'true');
    await expect(parts.previewRoot).toHaveCSS('background-color', 'rgb(0, 0, 0)');

    // Enter on Copy link copies the address with both edits.
    await parts.builder.getByRole('button', { name: 'Copy link' }).focus();
    await page.keyboard.press('Enter');
    await expect(parts.builder.getByRole('button', { name: 'Copied' })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\?neutral=334155(&neutral\.\d+=[0-9a-f]{6})*&radius\.sm=8$/);
  });

  test('passes axe in the light and the dark preview, and follows a dark site', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(`${PAGE}?primary=7e22ce&radius.sm=20`);
    const parts = builderParts(page);
    await expect(parts.previewButton).toHaveCSS('background-color', 'rgb(126, 34, 206)');
    await expect(parts.schemeButton('Light')).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousAxeViolations(page);

    await parts.schemeButton('Dark').click();
    await expect(parts.previewRoot).toHaveCSS('background-color', 'rgb(0, 0, 0)');
    await expectNoSeriousAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('opens in the dark scheme on a dark site and passes axe there', async ({ page }) => {
    const errors = collectErrors(page);
    await page.addInitScript(() => localStorage.setItem('mui-mode', 'dark'));
    await page.goto(`${PAGE}?warning=b45309&radius.md=4`);
    const parts = builderParts(page);
    await expect(parts.schemeButton('Dark')).toHaveAttribute('aria-pressed', 'true');
    await expect(parts.previewRoot).toHaveCSS('background-color', 'rgb(0, 0, 0)');
    await expect(parts.code).toContainText("md: '4px'");
    await expectNoSeriousAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
