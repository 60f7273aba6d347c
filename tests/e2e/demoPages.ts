import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtPageUrls, languageOfUrl, readPrerenderedHtml } from './builtSite';

/** A page the browser pass opens, with the demos its server HTML holds (in page order). */
export interface DemoPage {
  url: string;
  demos: string[];
}

/**
 * Pages the browser pass leaves to other specs, each for a stated reason:
 * - the API reference (X's `/x/api/…`, the core families' `/material-ui/api/…` and Base UI's
 *   `…/components-api/` tabs; told by their server HTML, see `isApiReference`): hundreds of
 *   pages from two components and no demos; their HTML is checked page by page
 *   (site-pages.spec.ts), their behavior in api.spec.ts;
 * - the playground (`/playground/…`): one page per demo, each demo already booted on its guide
 *   page here; playground.spec.ts covers the playground itself.
 * Chinese pages render the same demos as their English twins: only the English ones are opened.
 */
function isLeftToOtherSpecs(url: string): boolean {
  return url.startsWith('/x/api/') || url === '/playground/' || url.startsWith('/playground/');
}

/** The API reference's page body (src/docs/api/ApiPage.tsx, ApiTabPage.tsx) marks itself. */
function isApiReference(html: string): boolean {
  return /<div\b[^>]*\sdata-api-reference=""/.test(html);
}

/** A demo slot of the server HTML: `<section … data-demo="x/react-data-grid/editing/CellEditingGrid">`. */
const DEMO_SECTION = /<section\b[^>]*\sdata-demo="([^"]*)"/g;

export function demoNamesIn(html: string): string[] {
  return [...html.matchAll(DEMO_SECTION)].map((match) => match[1]);
}

async function serverHtml(baseURL: string, url: string): Promise<string> {
  const prerendered = readPrerenderedHtml(url);
  if (prerendered !== null) {
    return prerendered;
  }
  const response = await fetch(new URL(url, baseURL));
  return response.text();
}

let pages: Promise<DemoPage[]> | null = null;

/**
 * `E2E_DEMO_PAGES`: a comma-separated list of URL prefixes (`/material-ui/react-button/,/joy-ui/`)
 * that narrows the browser pass to the pages under them, for a quick check of the pages a change
 * touches. Unset (as in CI), every page is opened.
 */
export function demoPageFilter(): string[] | null {
  const value = process.env.E2E_DEMO_PAGES?.trim();
  return value ? value.split(',').map((prefix) => prefix.trim()) : null;
}

function isSelected(url: string): boolean {
  const prefixes = demoPageFilter();
  return prefixes === null || prefixes.some((prefix) => url.startsWith(prefix));
}

/**
 * Every English page of the build the browser pass opens (see `isLeftToOtherSpecs` and
 * `isApiReference`), with its demos, read from its server HTML. Read once per worker.
 */
export function demoPages(baseURL: string): Promise<DemoPage[]> {
  pages ??= Promise.all(
    builtPageUrls()
      .filter((url) => languageOfUrl(url) === 'en' && !isLeftToOtherSpecs(url) && isSelected(url))
      .map(async (url) => ({ url, html: await serverHtml(baseURL, url) })),
  ).then((all) =>
    all
      .filter(({ html }) => !isApiReference(html))
      .map(({ url, html }) => ({ url, demos: demoNamesIn(html) })),
  );
  return pages;
}

/**
 * The build's own list of every demo: the playground has one page per demo
 * (`/playground/x/react-data-grid/editing/CellEditingGrid/`).
 */
export function playgroundDemoNames(): string[] {
  return builtPageUrls()
    .filter((url) => url.startsWith('/playground/') && url !== '/playground/')
    .map((url) => url.slice('/playground/'.length, -1));
}

/**
 * `count` groups of pages of about equal work (a page load, plus one unit per demo), each
 * page in exactly one; the same for every worker, since the list and the order are the build's.
 */
export function shardPages(all: readonly DemoPage[], count: number): DemoPage[][] {
  const shards = Array.from({ length: count }, () => ({ work: 0, pages: [] as DemoPage[] }));
  const heaviestFirst = [...all].sort(
    (a, b) => b.demos.length - a.demos.length || a.url.localeCompare(b.url),
  );
  for (const page of heaviestFirst) {
    const lightest = shards.reduce((best, shard) => (shard.work < best.work ? shard : best));
    lightest.pages.push(page);
    lightest.work += 2 + page.demos.length;
  }
  return shards.map((shard) => shard.pages.sort((a, b) => a.url.localeCompare(b.url)));
}

/** What a demo must show once live, told by the package its source renders. */
export type DemoKind = 'grid' | 'pickers' | 'chart' | 'tree' | 'other';

export function demoKind(demoName: string): DemoKind {
  const file = path.join(process.cwd(), 'content', `${demoName}.tsx`);
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`The demo "${demoName}" has no source at ${file}.`, { cause: error });
  }
  if (/from '@mui\/x-data-grid(-pro|-premium)?'/.test(source) && /<DataGrid/.test(source)) {
    return 'grid';
  }
  if (/from '@mui\/x-tree-view/.test(source) && /<TreeView/.test(source)) return 'tree';
  if (/from '@mui\/x-charts/.test(source)) return 'chart';
  if (/from '@mui\/x-date-pickers(-pro)?/.test(source)) return 'pickers';
  return 'other';
}
