import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { DemoRecord } from '../../src/docs/demo/demoRecord';
import { expectNoSeriousAxeViolations } from './axe';
import { openMoreMenu } from './demoToolbar';
import { expect, test } from './fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const GRID_PAGE = '/x/react-data-grid/editing/';
const BASE_PAGE = '/base-ui/react-button/';
const BASE_DEMO = 'Demo: Cart buttons';
const PRO_PAGE = '/x/react-data-grid/column-pinning/';
const FREE_PAGE = '/x/react-charts/';

/** The vertical centre of every visible control of a toolbar, and its own width and the page's. */
async function toolbarRow(toolbar: Locator) {
  return toolbar.evaluate((element) => {
    const buttons = [...element.querySelectorAll('button')].filter(
      (button) => button.getBoundingClientRect().width > 0,
    );
    return {
      names: buttons.map((button) => button.getAttribute('aria-label')),
      centres: buttons.map((button) => {
        const box = button.getBoundingClientRect();
        return Math.round(box.top + box.height / 2);
      }),
      toolbarHeight: element.getBoundingClientRect().height,
      pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
}

async function expectOneRow(page: Page, url: string, demoName: string, names: string[]) {
  await page.goto(url);
  const toolbar = page
    .getByRole('region', { name: demoName, exact: true })
    .getByRole('toolbar', { name: 'Demo actions' });
  await toolbar.scrollIntoViewIfNeeded();
  const row = await toolbarRow(toolbar);
  expect(row.names).toEqual(names);
  // One row: every control on the same line, the toolbar one control high.
  expect(new Set(row.centres).size, `centres ${row.centres.join(', ')}`).toBe(1);
  expect(row.toolbarHeight).toBeLessThan(50);
  expect(row.pageOverflow).toBe(0);
}

const GRID_CONTROLS = [
  'Show code',
  'TS: Show the TypeScript source',
  'JS: Show the JavaScript source',
  'Copy',
  'Live edit',
  'Reset',
  'More actions',
];
const STYLING_CONTROLS = [
  ...GRID_CONTROLS.slice(0, 3),
  'Code styling: MUI System',
  ...GRID_CONTROLS.slice(3),
];

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a demo toolbar is one row of controls', async ({ page }) => {
      await expectOneRow(page, GRID_PAGE, 'Demo: Cell editing grid', GRID_CONTROLS);
    });

    test('a Base UI demo toolbar with its styling switch is one row too', async ({ page }) => {
      await expectOneRow(page, BASE_PAGE, BASE_DEMO, STYLING_CONTROLS);
    });
  });
}

test.describe('demo toolbar', () => {
  test('each control shows its name in a tooltip on keyboard focus and hover; Esc hides it', async ({
    page,
  }) => {
    await page.goto(BASE_PAGE);
    const toolbar = page
      .getByRole('region', { name: BASE_DEMO, exact: true })
      .getByRole('toolbar', { name: 'Demo actions' });
    await toolbar.getByRole('button', { name: 'Show code' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tooltip', { name: 'Show the TypeScript source' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Code styling: MUI System' })).toBeFocused();
    await expect(page.getByRole('tooltip', { name: 'Code styling' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Copy', exact: true })).toBeFocused();
    const copyTip = page.getByRole('tooltip', { name: 'Copy', exact: true });
    await expect(copyTip).toBeVisible();
    // Only the focused control's tooltip shows.
    await expect(page.getByRole('tooltip')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(copyTip).toBeHidden();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tooltip', { name: 'Live edit' })).toBeVisible();

    await toolbar.getByRole('button', { name: 'Reset' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Reset' })).toBeVisible();
  });

  test('Copy shows Copied on the button and in the status region', async ({ page }) => {
    await page.goto(BASE_PAGE);
    const toolbar = page
      .getByRole('region', { name: BASE_DEMO, exact: true })
      .getByRole('toolbar', { name: 'Demo actions' });
    await toolbar.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(toolbar.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(page.getByRole('tooltip', { name: 'Copied' })).toBeVisible();
    await expect(toolbar.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      'export default function CartButtons(',
    );
  });

  test('the sandboxes say they are online services before leaving; the zip is offline', async ({
    page,
  }) => {
    await page.goto(BASE_PAGE);
    const menu = await openMoreMenu(page.getByRole('region', { name: BASE_DEMO, exact: true }));
    for (const [name, note] of [
      ['Open in CodeSandbox', 'Online service: sends the code to codesandbox.io in a new tab'],
      ['Open in StackBlitz', 'Online service: sends the code to stackblitz.com in a new tab'],
      ['Download as zip', 'Offline: a Vite project to run on your computer'],
    ]) {
      const item = menu.getByRole('menuitem', { name, exact: true });
      await expect(item).toContainText(note);
      await expect(item).toHaveAccessibleDescription(note);
    }
  });

  for (const look of ['light', 'dark', 'rtl'] as const) {
    test(`the toolbar and its menu pass axe (${look})`, async ({ page }) => {
      await page.addInitScript((value) => {
        if (value === 'rtl') {
          localStorage.setItem('mui-direction', 'rtl');
        } else {
          localStorage.setItem('mui-mode', value);
        }
      }, look);
      await page.goto(BASE_PAGE);
      const demo = page.getByRole('region', { name: BASE_DEMO, exact: true });
      await demo.getByRole('toolbar').scrollIntoViewIfNeeded();
      await expectNoSeriousAxeViolations(page, { include: `#CartButtons .demo-toolbar` });
      await openMoreMenu(demo);
      await expectNoSeriousAxeViolations(page, { include: '[role="menu"]' });
      if (look === 'rtl') {
        // The menu opens under the toolbar's end, which is its left edge right to left.
        const menuBox = await page.getByRole('menu').boundingBox();
        // (The open menu hides the rest of the page from the accessibility tree.)
        const moreBox = await page.locator('#CartButtons [data-demo-more]').boundingBox();
        expect(Math.abs(menuBox!.x - moreBox!.x)).toBeLessThan(24);
      }
    });
  }
});

/** The plan of each demo on a page, in page order, from the records the build wrote. */
async function demoPlans(page: Page): Promise<{ name: string; plan?: string }[]> {
  const names = await page
    .locator('section[data-demo]')
    .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-demo')!));
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(process.cwd(), 'generated/demos', `${name}.json`);
      const record = JSON.parse(await readFile(file, 'utf8')) as DemoRecord;
      return { name, plan: record.plan };
    }),
  );
}

test.describe('the license note', () => {
  test('a page with Pro demos explains the watermark once, above its first Pro demo', async ({
    page,
  }) => {
    await page.goto(PRO_PAGE);
    const note = page.locator('[data-license-note]');
    await expect(note).toHaveCount(1);
    await expect(note).toContainText('watermark');
    await expect(note).toContainText('NEXT_PUBLIC_MUI_X_LICENSE_KEY');
    const firstPro = (await demoPlans(page)).find((demo) => demo.plan !== undefined);
    expect(firstPro, 'the page has a Pro demo').toBeDefined();
    expect(
      await note.evaluate((element) => element.nextElementSibling?.getAttribute('data-demo')),
    ).toBe(firstPro!.name);
  });

  test('a page of free demos has no note', async ({ page }) => {
    await page.goto(FREE_PAGE);
    expect((await demoPlans(page)).some((demo) => demo.plan !== undefined)).toBe(false);
    await expect(page.locator('section[data-demo]').first()).toBeVisible();
    await expect(page.locator('[data-license-note]')).toHaveCount(0);
  });
});
