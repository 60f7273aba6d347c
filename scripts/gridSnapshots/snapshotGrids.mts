// `npm run build`, after `next build`: every data grid demo's first screen of rows, rendered live
// in Chromium and written into the prerendered HTML in place of the server's rowless grid, so
// readers see rows before the demo's code arrives, and without JavaScript at all. See
// docs/PERFORMANCE.md, "Grid rows in the server HTML".
import { chromium, type Browser, type Page } from '@playwright/test';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { ROOT, startServer } from '../productionBuild.mjs';
import {
  gridSnapshotSlots,
  insertGridSnapshotCss,
  pickSnapshotRules,
  replaceGridSnapshot,
  type SheetRule,
} from './gridSnapshotHtml';

const PAGES_DIR = path.join(ROOT, '.next', 'server', 'pages');
const ROUTE_CACHE = path.join(ROOT, '.next', 'server', 'route-cache');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The width grids are rendered at: a desktop window, where the content column is widest. */
const VIEWPORT = { width: 1280, height: 900 };
/** A grid whose markup has not changed for this long has settled. */
const QUIET_MS = 400;
/** Pages rendered at once (the machine's two cores also run the server). */
const CONCURRENCY = 2;

/** A page of the build holding grid demos: its English URL and its HTML files (English, `/zh/`). */
interface GridPage {
  url: string;
  files: string[];
  demos: string[];
}

function listHtmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dir, file));
}

function gridPages(): GridPage[] {
  const pages = new Map<string, GridPage>();
  for (const file of listHtmlFiles(PAGES_DIR)) {
    const demos = gridSnapshotSlots(readFileSync(file, 'utf8'));
    if (demos.length === 0) {
      continue;
    }
    const route = path
      .relative(PAGES_DIR, file)
      .replace(/\\/g, '/')
      .replace(/(^|\/)index\.html$|\.html$/, '');
    const url = `/${route.replace(/^zh(\/|$)/, '')}/`.replace(/\/+/g, '/');
    const page = pages.get(url) ?? { url, files: [], demos };
    page.files.push(file);
    pages.set(url, page);
  }
  return [...pages.values()].sort((a, b) => a.url.localeCompare(b.url));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
  });
}

async function waitForServer(origin: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      const response = await fetch(`${origin}/offline/`);
      if (response.ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The production server at ${origin} did not answer within a minute.`);
}

/** A demo's live markup (ids made unique to the snapshot) and the Emotion classes it uses. */
interface Capture {
  markup: string;
  classes: string[];
  /** Whether the grid showed rows or an overlay (false: the demo mounts its grid later). */
  rows: boolean;
}

async function captureDemo(page: Page, name: string, index: number): Promise<Capture> {
  const section = page.locator(`section[data-demo="${name}"]`);
  const live = section.locator('[data-demo-root][data-demo-state="live"]');
  await live.waitFor({ state: 'attached', timeout: 60_000 });
  // A grid shows rows (or an overlay: no rows, loading) once it has measured its box. A demo that
  // mounts its grid on a press (a measurement) has none: its live markup is taken as it is.
  const rows = await live
    .locator('.MuiDataGrid-virtualScrollerRenderZone, .MuiDataGrid-overlay')
    .first()
    .waitFor({ state: 'attached', timeout: 15_000 })
    .then(
      () => true,
      () => false,
    );
  const capture = await live.evaluate(
    (root, { quietMs, prefix }) =>
      new Promise<Omit<Capture, 'rows'>>((resolve) => {
        let timer = 0;
        const capture = () => {
          observer.disconnect();
          window.clearTimeout(timer);
          window.clearTimeout(limit);
          const copy = root.cloneNode(true) as HTMLElement;
          // The live page makes its own ids (`:r3:`); the snapshot's must not collide with them.
          const renamed = new Map<string, string>();
          for (const element of copy.querySelectorAll<HTMLElement>('[id]')) {
            renamed.set(element.id, `${prefix}${renamed.size}`);
            element.id = renamed.get(element.id)!;
          }
          const references = ['aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns'];
          for (const attribute of [...references, 'aria-activedescendant', 'for']) {
            for (const element of copy.querySelectorAll(`[${attribute}]`)) {
              const ids = element.getAttribute(attribute)!.split(/\s+/);
              element.setAttribute(attribute, ids.map((id) => renamed.get(id) ?? id).join(' '));
            }
          }
          // Emotion's classes are `<cache key>-<hash>`; the key is the server's style tags' first word.
          const key = document
            .querySelector('style[data-emotion]:not([data-emotion*="-global"])')
            ?.getAttribute('data-emotion')
            ?.split(' ')[0];
          const classes = new Set<string>();
          for (const element of copy.querySelectorAll('[class]')) {
            element.classList.forEach((token) => token.startsWith(`${key}-`) && classes.add(token));
          }
          resolve({ markup: copy.innerHTML, classes: [...classes] });
        };
        const observer = new MutationObserver(() => {
          window.clearTimeout(timer);
          timer = window.setTimeout(capture, quietMs);
        });
        observer.observe(root, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        timer = window.setTimeout(capture, quietMs);
        // A demo that never stops changing (live data) is taken as it is after a few seconds.
        const limit = window.setTimeout(capture, 6000);
      }),
    { quietMs: QUIET_MS, prefix: `grid-snapshot-${index}-` },
  );
  return { ...capture, rows };
}

/** The rules the browser added to the page's Emotion sheets (the server's came in its HTML). */
function addedEmotionRules(page: Page): Promise<SheetRule[]> {
  return page.evaluate(() => {
    const rules: SheetRule[] = [];
    const isKey = (value: string | null) =>
      !!value && !value.includes(' ') && !value.endsWith('-global');
    for (const sheet of Array.from(document.styleSheets)) {
      const owner = sheet.ownerNode;
      // Emotion's browser-inserted tags name only the cache key (`data-emotion="mui"`); the
      // server's list the ids they hold, and global styles have a key of their own.
      if (!(owner instanceof HTMLStyleElement) || !isKey(owner.getAttribute('data-emotion'))) {
        continue;
      }
      for (const rule of Array.from(sheet.cssRules)) {
        if (rule instanceof CSSStyleRule) {
          rules.push({ kind: 'style', selector: rule.selectorText, text: rule.cssText });
        } else if (rule instanceof CSSKeyframesRule) {
          rules.push({ kind: 'keyframes', name: rule.name, text: rule.cssText });
        } else if (rule instanceof CSSGroupingRule) {
          const inner = Array.from(rule.cssRules).filter((r) => r instanceof CSSStyleRule);
          const selectors = inner.map((r) => (r as CSSStyleRule).selectorText);
          rules.push({ kind: 'group', selectors, text: rule.cssText });
        } else {
          rules.push({ kind: 'other', text: rule.cssText });
        }
      }
    }
    return rules;
  });
}

async function snapshotPage(browser: Browser, origin: string, gridPage: GridPage) {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  // tsx compiles this file keeping function names through a helper, `__name`, that the
  // functions passed to `evaluate` then call in the page.
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  try {
    const page = await context.newPage();
    // Nothing the page reports (analytics, feedback) reaches the build's server.
    await page.route('**/api/**', (route) => route.abort());
    await page.goto(`${origin}${gridPage.url}`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
    // Each grid is scrolled into view, which starts loading its demo (demos load near the
    // viewport and keep loading once started); then all are taken at once, so their waits for
    // rows and for a quiet moment overlap.
    for (const name of gridPage.demos) {
      await page.locator(`section[data-demo="${name}"]`).scrollIntoViewIfNeeded();
      // Two frames, so the demo's observer sees it before the next one is scrolled to.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          }),
      );
    }
    const captures = new Map<string, Capture>(
      await Promise.all(
        gridPage.demos.map(
          async (name, index) => [name, await captureDemo(page, name, index)] as const,
        ),
      ),
    );
    const used = new Set([...captures.values()].flatMap((capture) => capture.classes));
    const css = pickSnapshotRules(await addedEmotionRules(page), used).join('\n');
    return { captures, css };
  } finally {
    await context.close();
  }
}

async function snapshotWithRetry(browser: Browser, origin: string, gridPage: GridPage) {
  try {
    return await snapshotPage(browser, origin, gridPage);
  } catch (error) {
    console.warn(`  ${gridPage.url}: ${(error as Error).message.split('\n')[0]}; trying again`);
    return snapshotPage(browser, origin, gridPage);
  }
}

function writeSnapshots(gridPage: GridPage, result: Awaited<ReturnType<typeof snapshotPage>>) {
  for (const file of gridPage.files) {
    let html = readFileSync(file, 'utf8');
    for (const [name, capture] of result.captures) {
      html = replaceGridSnapshot(html, name, capture.markup);
    }
    writeFileSync(file, result.css ? insertGridSnapshotCss(html, result.css) : html);
  }
}

async function main() {
  if (!existsSync(CHROMIUM)) {
    console.warn(
      `Grid snapshots skipped: no Chromium at ${CHROMIUM} (install Debian's chromium, or set ` +
        'CHROME_PATH, and build again). The data grid demos keep their rowless server HTML.',
    );
    return;
  }
  const started = performance.now();
  const pages = gridPages();
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = startServer(port, { stdio: 'ignore', detached: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    await waitForServer(origin);
    const queue = [...pages];
    let demos = 0;
    let cssBytes = 0;
    const withoutRows: string[] = [];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let gridPage = queue.shift(); gridPage; gridPage = queue.shift()) {
          const result = await snapshotWithRetry(browser, origin, gridPage);
          writeSnapshots(gridPage, result);
          demos += result.captures.size;
          for (const [name, capture] of result.captures) {
            if (!capture.rows) {
              withoutRows.push(name);
            }
          }
          cssBytes += result.css.length;
        }
      }),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Grid snapshots: ${demos} data grid demos on ${pages.length} pages rendered with their rows ` +
        `into the server HTML in ${seconds} s (${Math.round(cssBytes / 1024)} kB of CSS in all).`,
    );
    if (withoutRows.length > 0) {
      console.log(`  Without rows when taken (their grid mounts later): ${withoutRows.join(', ')}`);
    }
  } finally {
    await browser.close();
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.stop();
    await exited;
    // `next start` keeps each page it served in a disk cache seeded from the build's files
    // (`.next/server/route-cache`), which would keep serving the pages as they were before the
    // snapshots were written: dropped, it is seeded again from the written pages.
    rmSync(ROUTE_CACHE, { recursive: true, force: true });
  }
}

await main();
