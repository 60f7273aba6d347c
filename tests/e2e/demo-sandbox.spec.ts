import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { decompressFromBase64 } from 'lz-string';
import type { DemoCodeFile } from '../../src/docs/demo/demoData';
import { chooseMoreAction } from './demoToolbar';
import { expect, test } from './fixtures';

const PAGE = '/x/react-date-pickers/';
const DEMO = 'Demo: Basic date picker';
const ROOT = process.cwd();

/** The demo's sources as the site ships them (the JS variant is generated). */
async function demoSources(): Promise<{ ts: string; js: string }> {
  const file = path.join(ROOT, 'public/demo-code/x/react-date-pickers/BasicDatePicker.json');
  const { ts, js } = JSON.parse(await readFile(file, 'utf8')) as DemoCodeFile;
  return { ts: ts.code, js: js.code };
}

/** Answers the next form post to `host` in place of the real service and hands over its fields. */
function interceptPost(context: BrowserContext, host: string): Promise<URLSearchParams> {
  return new Promise((resolve) => {
    void context.route(`https://${host}/**`, async (route) => {
      const request = route.request();
      if (request.method() === 'POST') {
        // Browsers send form values with CRLF line breaks; compare them as the files we made.
        const fields = new URLSearchParams(request.postData() ?? '');
        resolve(new URLSearchParams([...fields].map(([k, v]) => [k, v.replace(/\r\n/g, '\n')])));
      }
      await route.fulfill({ contentType: 'text/html', body: '<title>Intercepted</title>' });
    });
  });
}

/** Reverses CodeSandbox's URL-safe lz-string encoding of the define parameters. */
function decodeDefinition(parameters: string) {
  const json = decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(json) as { files: Record<string, { content: unknown; isBinary: boolean }> };
}

async function chooseVariant(page: Page, variant: 'TS' | 'JS') {
  const demo = page.getByRole('region', { name: DEMO });
  await demo.getByRole('button', { name: new RegExp(`^${variant}`) }).click();
  await expect(demo.getByRole('button', { name: new RegExp(`^${variant}`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

test.describe('sandbox export', () => {
  test('the export code loads only when the More menu is approached', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) {
        scripts.push(await response.text().catch(() => ''));
      }
    });
    await page.goto(PAGE);
    await page.waitForLoadState('networkidle');
    const marker = 'codesandbox.io/api/v1/sandboxes/define';
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((text) => text.includes(marker))).toBe(false);
    const chunk = page.waitForResponse(async (response) =>
      (await response.text().catch(() => '')).includes(marker),
    );
    await page
      .getByRole('region', { name: DEMO })
      .getByRole('button', { name: 'More actions' })
      .hover();
    await chunk;
  });

  test('CodeSandbox receives the TypeScript project with its dependencies', async ({
    page,
    context,
  }) => {
    const posted = interceptPost(context, 'codesandbox.io');
    await page.goto(PAGE);
    await chooseVariant(page, 'TS');
    const popup = page.waitForEvent('popup');
    await chooseMoreAction(page.getByRole('region', { name: DEMO }), 'Open in CodeSandbox');
    const fields = await posted;
    await (await popup).close();

    expect(fields.get('query')).toBe('file=/src/BasicDatePicker.tsx');
    const { files } = decodeDefinition(fields.get('parameters') ?? '');
    const { ts } = await demoSources();
    expect(files['src/BasicDatePicker.tsx'].content).toBe(ts);
    expect(files['src/index.tsx'].content).toContain(
      "import BasicDatePicker from './BasicDatePicker';",
    );
    expect(Object.keys(files)).toContain('tsconfig.json');
    expect(files['package.json'].content).toMatchObject({
      dependencies: {
        '@mui/x-date-pickers': '6.19.0',
        '@mui/material': expect.stringMatching(/^5\./),
        '@emotion/react': expect.any(String),
        '@emotion/styled': expect.any(String),
        react: expect.stringMatching(/^18\./),
        'react-dom': expect.stringMatching(/^18\./),
        dayjs: '^1.10.7',
      },
      devDependencies: { typescript: expect.any(String), vite: expect.any(String) },
    });
  });

  test('StackBlitz receives the JavaScript project: .jsx files and no tsconfig', async ({
    page,
    context,
  }) => {
    const posted = interceptPost(context, 'stackblitz.com');
    await page.goto(PAGE);
    await chooseVariant(page, 'JS');
    const popup = page.waitForEvent('popup');
    await chooseMoreAction(page.getByRole('region', { name: DEMO }), 'Open in StackBlitz');
    const fields = await posted;
    await (await popup).close();

    const { js } = await demoSources();
    expect(fields.get('project[files][src/BasicDatePicker.jsx]')).toBe(js);
    expect(fields.get('project[files][src/index.jsx]')).toContain('<BasicDatePicker />');
    const fileFields = [...fields.keys()].filter((key) => key.startsWith('project[files]'));
    expect(fileFields.sort()).toEqual([
      'project[files][index.html]',
      'project[files][package.json]',
      'project[files][src/BasicDatePicker.jsx]',
      'project[files][src/index.jsx]',
    ]);
    expect(fields.get('project[title]')).toBe('Basic date picker');
    expect(fields.get('project[description]')).toContain('/x/react-date-pickers/');
    expect(fields.get('project[template]')).toBe('node');
    expect(JSON.parse(fields.get('project[dependencies]') ?? '{}')).toMatchObject({
      '@mui/x-date-pickers': '6.19.0',
      dayjs: '^1.10.7',
    });
    const packageJson = JSON.parse(fields.get('project[files][package.json]') ?? '{}');
    expect(packageJson.devDependencies).not.toHaveProperty('typescript');
  });

  test('the zip holds the project in the chosen variant, and needs no network', async ({
    page,
    context,
  }) => {
    await page.goto(PAGE);
    const demo = page.getByRole('region', { name: DEMO });
    const { ts, js } = await demoSources();

    const unzip = async () => {
      const download = page.waitForEvent('download');
      await chooseMoreAction(demo, 'Download as zip');
      const file = await download;
      expect(file.suggestedFilename()).toBe('basic-date-picker.zip');
      const entries = unzipSync(new Uint8Array(await readFile(await file.path())));
      return Object.fromEntries(
        Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)]),
      );
    };

    const typescript = await unzip();
    expect(Object.keys(typescript).sort()).toEqual([
      'basic-date-picker/index.html',
      'basic-date-picker/package.json',
      'basic-date-picker/src/BasicDatePicker.tsx',
      'basic-date-picker/src/index.tsx',
      'basic-date-picker/tsconfig.json',
    ]);
    expect(typescript['basic-date-picker/src/BasicDatePicker.tsx']).toBe(ts);
    expect(JSON.parse(typescript['basic-date-picker/package.json']).dependencies.dayjs).toBe(
      '^1.10.7',
    );

    // With the export code loaded, the zip is built in the page: offline works.
    await context.setOffline(true);
    await chooseVariant(page, 'JS');
    const javascript = await unzip();
    expect(Object.keys(javascript).sort()).toEqual([
      'basic-date-picker/index.html',
      'basic-date-picker/package.json',
      'basic-date-picker/src/BasicDatePicker.jsx',
      'basic-date-picker/src/index.jsx',
    ]);
    expect(javascript['basic-date-picker/src/BasicDatePicker.jsx']).toBe(js);
  });

  test('the More menu is part of the keyboard toolbar; each sandbox says it is an online service', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const toolbar = page.getByRole('region', { name: DEMO }).getByRole('toolbar');
    await toolbar.getByRole('button', { name: 'Show code' }).focus();
    await page.keyboard.press('End');
    const more = toolbar.getByRole('button', { name: 'More actions' });
    await expect(more).toBeFocused();
    await expect(page.getByRole('tooltip', { name: 'More actions' })).toBeVisible();
    await expect(more).toHaveAttribute('tabindex', '0');
    await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);

    // Enter opens the menu on its first item; arrows move within it, Escape gives focus back.
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'More actions' });
    await expect(menu.getByRole('menuitem', { name: 'Copy link to this demo' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const codeSandbox = menu.getByRole('menuitem', { name: 'Open in CodeSandbox' });
    await expect(codeSandbox).toBeFocused();
    // Before leaving the site, each sandbox says it is an online service; the zip, offline.
    await expect(codeSandbox).toHaveAccessibleDescription(
      'Online service: sends the code to codesandbox.io in a new tab',
    );
    await expect(codeSandbox).toContainText('Online service: sends the code to codesandbox.io');
    await expect(menu.getByRole('menuitem', { name: 'Open in StackBlitz' })).toContainText(
      'Online service: sends the code to stackblitz.com',
    );
    const zip = menu.getByRole('menuitem', { name: 'Download as zip' });
    await expect(zip).toContainText('Offline: a Vite project to run on your computer');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('End');
    await expect(zip).toBeFocused();
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toBe('basic-date-picker.zip');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();
  });
});

test.describe('shared demo data', () => {
  const SORTING = '/x/react-data-grid/sorting/';
  const SORTING_DEMO = 'Demo: Custom comparator grid';

  test('the code view lists the data module, in the chosen variant, and the zip holds it', async ({
    page,
  }) => {
    await page.goto(SORTING);
    const demo = page.getByRole('region', { name: SORTING_DEMO });
    await demo.getByRole('button', { name: 'Show code' }).click();
    const dataFile = demo.locator('details[data-demo-data="supportTickets"]');
    const summary = dataFile.locator('summary');
    // The file name as shown: the other variant's name is in the page but not displayed.
    const shownName = () => summary.evaluate((element: HTMLElement) => element.innerText);
    await expect.poll(shownName).toBe('demo-data/supportTickets.ts');
    // Closed until asked for: the module's code is hidden.
    await expect(dataFile.getByText('export interface SupportTicket')).toBeHidden();
    await summary.click();
    await expect(dataFile.getByText('export interface SupportTicket')).toBeVisible();

    const download = page.waitForEvent('download');
    await chooseMoreAction(demo, 'Download as zip');
    const entries = unzipSync(new Uint8Array(await readFile(await (await download).path())));
    const files = Object.fromEntries(
      Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)]),
    );
    const ticketsFile = 'custom-comparator-grid/src/demo-data/supportTickets.ts';
    expect(files[ticketsFile]).toContain("subject: 'Export ignores hidden columns'");
    expect(files['custom-comparator-grid/src/CustomComparatorGrid.tsx']).toContain(
      "from './demo-data/supportTickets';",
    );

    // The JavaScript variant names and shows the generated module.
    await demo.getByRole('button', { name: /^JS/ }).click();
    await expect.poll(shownName).toBe('demo-data/supportTickets.js');
    await expect(dataFile.getByText('export interface SupportTicket')).toBeHidden();
    await expect(dataFile.getByText('export const supportTickets = [')).toBeVisible();
  });
});
