import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expectNoSeriousAxeViolations } from './axe';
import { chooseMoreAction } from './demoToolbar';
import { expect, showLiveDemo, test } from './fixtures';

const PAGE = '/base-ui/react-button/';
const SYSTEM = 'Demo: Cart buttons';
const CSS = 'Demo: Cart buttons css';
const TAILWIND = 'Demo: Cart buttons tailwind';

test.describe('code styling', () => {
  test('the toolbar switch shows the CSS variant, which works, and the choice is kept', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const system = page.getByRole('region', { name: SYSTEM, exact: true });
    const css = page.getByRole('region', { name: CSS, exact: true });
    await expect(system).toBeVisible();
    await expect(css).toBeHidden();
    // The switch names the styling shown; its menu marks it as the checked choice.
    await system.getByRole('button', { name: 'Code styling: MUI System' }).click();
    const menu = page.getByRole('menu', { name: 'Code styling' });
    await expect(menu.getByRole('menuitemradio', { name: 'MUI System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await menu.getByRole('menuitemradio', { name: 'CSS', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(css).toBeVisible();
    await expect(system).toBeHidden();
    await expect(css.getByRole('button', { name: 'Code styling: CSS' })).toBeFocused();

    // Its own code, fetched when shown: the plain CSS, no `styled`.
    await css.getByRole('button', { name: 'Show code' }).click();
    const code = css.locator('.demo-code pre:visible');
    await expect(code).toContainText('.cart-button.base--focusVisible {');
    await expect(code).not.toContainText('styled(');

    // The CSS variant runs: three items fill the cart, whose button stays focusable.
    await showLiveDemo(css);
    const add = css.getByRole('button', { name: 'Add to cart' });
    for (let index = 0; index < 3; index += 1) {
      await add.click();
    }
    await expect(css.getByRole('status').filter({ hasText: 'Cart full' })).toHaveText(
      'Cart full: 3 of 3 items',
    );
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(add).toHaveCSS('background-color', 'rgb(95, 107, 122)');

    // Kept: the next page load shows the CSS variant before any script runs.
    expect(await page.evaluate(() => localStorage.getItem('codeStyling'))).toBe('css');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-code-styling', 'css');
    await expect(page.getByRole('region', { name: CSS, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: SYSTEM, exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Open settings' }).click();
    await expect(
      page.getByRole('dialog').getByRole('button', { name: 'CSS', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('the settings drawer sets it, and a link to a variant shows that variant', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await page.getByRole('button', { name: 'Open settings' }).click();
    const settings = page.getByRole('dialog');
    await settings.getByRole('button', { name: 'CSS', exact: true }).click();
    // The page behind the modal drawer is out of the accessibility tree: look by id.
    await expect(page.locator('#CartButtonsCss')).toBeVisible();
    await expect(page.locator('#CartButtons')).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-code-styling', 'css');
    await settings.getByRole('button', { name: 'MUI System' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('region', { name: SYSTEM, exact: true })).toBeVisible();

    await page.goto(`${PAGE}#CartButtonsCss`);
    await expect(page.getByRole('region', { name: CSS, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: CSS, exact: true })).toBeInViewport();
    await expect(page.locator('html')).toHaveAttribute('data-code-styling', 'css');
  });

  test('the Tailwind CSS variant is styled by its compiled classes, scoped to the demo, and kept', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const system = page.getByRole('region', { name: SYSTEM, exact: true });
    const tailwind = page.getByRole('region', { name: TAILWIND, exact: true });
    await expect(tailwind).toBeHidden();
    await showLiveDemo(system);
    // MUI System's button: #1565c0.
    await expect(system.getByRole('button', { name: 'Add to cart' })).toHaveCSS(
      'background-color',
      'rgb(21, 101, 192)',
    );

    // By keyboard: Enter opens the menu on the current choice, arrows move, Enter picks.
    await system.getByRole('button', { name: 'Code styling: MUI System' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Code styling' });
    await expect(menu.getByRole('menuitemradio', { name: 'MUI System' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitemradio', { name: 'Tailwind CSS' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tailwind).toBeVisible();
    await expect(system).toBeHidden();
    await expect(
      tailwind.getByRole('button', { name: 'Code styling: Tailwind CSS' }),
    ).toBeFocused();

    // Tailwind's bg-blue-700 and rounded-lg, then the disabled state's bg-slate-500.
    await showLiveDemo(tailwind);
    const add = tailwind.getByRole('button', { name: 'Add to cart' });
    await expect(add).toHaveCSS('background-color', 'rgb(29, 78, 216)');
    await expect(add).toHaveCSS('border-radius', '8px');
    for (let index = 0; index < 3; index += 1) {
      await add.click();
    }
    await expect(tailwind.getByRole('status').filter({ hasText: 'Cart full' })).toHaveText(
      'Cart full: 3 of 3 items',
    );
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(add).toHaveCSS('background-color', 'rgb(100, 116, 139)');

    // Scoped: every rule of the compiled stylesheet sits below the demo's element, and the
    // page's own paragraphs keep their margins (no preflight on the site).
    const selectors = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-tailwind-demo]')].flatMap((style) =>
        [...(style as HTMLStyleElement).sheet!.cssRules].flatMap((rule) =>
          rule instanceof CSSStyleRule
            ? [rule.selectorText]
            : rule instanceof CSSMediaRule
              ? [...rule.cssRules].map((inner) => (inner as CSSStyleRule).selectorText)
              : [],
        ),
      ),
    );
    expect(selectors.length).toBeGreaterThan(20);
    expect(selectors.filter((selector) => !selector.startsWith('.tailwind-demo'))).toEqual([]);
    await expect(page.locator('main p').first()).not.toHaveCSS('margin-bottom', '0px');

    // Kept across a reload, and offered in the settings.
    expect(await page.evaluate(() => localStorage.getItem('codeStyling'))).toBe('tailwind');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-code-styling', 'tailwind');
    await expect(page.getByRole('region', { name: TAILWIND, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: SYSTEM, exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Open settings' }).click();
    await expect(
      page.getByRole('dialog').getByRole('button', { name: 'Tailwind CSS' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('live editing says which new classes have no styles here', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('codeStyling', 'tailwind'));
    await page.goto(PAGE);
    const tailwind = page.getByRole('region', { name: TAILWIND, exact: true });
    await tailwind.getByRole('button', { name: 'Live edit' }).click();
    const editor = tailwind.getByRole('textbox', {
      name: 'Demo source code, TypeScript (editable)',
    });
    await expect(editor).toHaveValue(/bg-blue-700/);
    const note = tailwind.locator('[data-tailwind-note]');
    await expect(note).toContainText('only the classes this demo ships with are styled here');
    await expect(note.locator('[data-uncompiled-classes]')).toHaveCount(0);

    // A class the build did not compile: named, and it styles nothing.
    const source = await editor.inputValue();
    await editor.fill(source.replace('bg-blue-700 px-[18px]', 'bg-rose-600 px-[18px]'));
    await expect(note.locator('[data-uncompiled-classes]')).toHaveText(
      'Not styled here (not compiled for this demo): bg-rose-600',
    );
    const add = tailwind.getByRole('button', { name: 'Add to cart' });
    await expect(add).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    // Classes it did compile work in an edit.
    await editor.fill(source.replace('py-2', 'py-2 m-0'));
    await expect(note.locator('[data-uncompiled-classes]')).toHaveCount(0);
    await expect(add).toHaveCSS('background-color', 'rgb(29, 78, 216)');
  });

  test('the Tailwind CSS variant exports a project with a working Tailwind setup', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('codeStyling', 'tailwind'));
    await page.goto(PAGE);
    const tailwind = page.getByRole('region', { name: TAILWIND, exact: true });
    const download = page.waitForEvent('download');
    await chooseMoreAction(tailwind, 'Download as zip');
    const file = await download;
    const entries = unzipSync(new Uint8Array(await readFile(await file.path())));
    const text = (name: string) => {
      const entry = Object.entries(entries).find(([path]) => path.endsWith(name));
      expect(entry, name).toBeDefined();
      return strFromU8(entry![1]);
    };
    expect(text('tailwind.config.js')).toContain(
      "content: ['./index.html', './src/**/*.{js,jsx,ts,tsx}']",
    );
    expect(text('postcss.config.js')).toContain('tailwindcss: {}');
    expect(text('src/index.css')).toContain('@tailwind utilities;');
    expect(text('src/index.tsx')).toContain("import './index.css';");
    expect(text('src/CartButtonsTailwind.tsx')).toContain('[&.base--disabled]:bg-slate-500');
    const packageJson = JSON.parse(text('package.json'));
    expect(packageJson.devDependencies).toMatchObject({ tailwindcss: '3.4.19' });
    expect(packageJson.devDependencies.postcss).toMatch(/^8\./);
    expect(packageJson.dependencies['@mui/base']).toBe('5.0.0-beta.40-1');
    expect(packageJson.dependencies).not.toHaveProperty(['@mui/material']);
  });

  for (const [mode, direction] of [
    ['light', 'ltr'],
    ['dark', 'ltr'],
    ['light', 'rtl'],
  ] as const) {
    test(`the Tailwind CSS variant works by keyboard and passes axe in ${mode} mode, ${direction}`, async ({
      page,
    }) => {
      await page.addInitScript(
        ([m, d]) => {
          localStorage.setItem('codeStyling', 'tailwind');
          localStorage.setItem('mui-mode', m);
          localStorage.setItem('mui-direction', d);
        },
        [mode, direction],
      );
      await page.goto(PAGE);
      const tailwind = page.getByRole('region', { name: TAILWIND, exact: true });
      await showLiveDemo(tailwind);
      const add = tailwind.getByRole('button', { name: 'Add to cart' });
      await add.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Space');
      await expect(tailwind.getByText('2 of 3 items')).toHaveAttribute('role', 'status');
      // Keyboard focus shows the ring of the scheme: blue-600 in light, blue-300 in dark.
      await expect(add).toHaveCSS('outline-style', 'solid');
      await expect(add).toHaveCSS(
        'outline-color',
        mode === 'dark' ? 'rgb(147, 197, 253)' : 'rgb(37, 99, 235)',
      );
      // The Tailwind demo only: the page's other demos are not brought live here, and a demo's
      // server rendering does not follow the reader's mode yet.
      await expectNoSeriousAxeViolations(page, {
        include: 'section[data-demo="base-ui/react-button/CartButtonsTailwind"]',
      });
    });
  }
});
