// Search budgets on a running production server: nothing of search before the palette opens,
// the index's transferred size, and the time of each keystroke's search (p95), typed into the
// real palette in Debian's Chromium. Used by scripts/bench.mjs; runnable alone with a base URL.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/** Fifty queries as readers type them, letter by letter. */
export const BENCH_QUERIES = [
  'checkbox selection',
  'checkboxSelection',
  'valueGetter',
  'renderCell',
  'processRowUpdate',
  'datagrid',
  'getting started',
  'colum visibility',
  'column pinning',
  'column groups',
  'column width',
  'row height',
  'master detail',
  'row reorder',
  'cell editing',
  'sorting',
  'quick filter',
  'server side',
  'header filters',
  'pagination',
  'export csv',
  'clipboard',
  'localization',
  'license key',
  'install',
  'roadmap',
  'date range',
  'date picker',
  'time picker',
  'date time',
  'date field',
  'digital clock',
  'DateCalendar',
  'LocalizationProvider',
  'adapter',
  'bar chart',
  'line chart',
  'pie chart',
  'scatter',
  'sparkline',
  'legend',
  'stacked',
  'heat map',
  'gauge',
  'tree view',
  'TreeItem',
  'base ui button',
  'dark mode',
  'timezone',
  'slots',
];

/** Debian's Chromium flags for the bench's own browsers (no downloaded browser, no background traffic). */
export const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function benchSearch(baseUrl, page = '/x/react-data-grid/') {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: FLAGS,
  });
  try {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const searchRequests = [];
    // The index shards' bodies, gzipped as the server sends them: { url: [raw, gzip] }.
    const shardBytes = new Map();
    tab.on('request', (request) => {
      if (request.url().includes('/search-index/')) searchRequests.push(request.url());
    });
    tab.on('response', async (response) => {
      if (response.url().includes('/search-index/')) {
        const body = await response.body();
        shardBytes.set(new URL(response.url()).pathname, [body.length, gzipSync(body).length]);
      }
    });
    await tab.goto(baseUrl + page, { waitUntil: 'networkidle' });
    const beforeOpen = searchRequests.length;
    const scriptsBefore = await tab.evaluate(
      () =>
        performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'script')
          .length,
    );
    await tab.keyboard.press('Control+k');
    await tab.getByRole('combobox').waitFor();
    const scriptsAfter = await tab.evaluate(
      () =>
        performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'script')
          .length,
    );
    await tab.getByRole('combobox').fill('x');
    // Results show once every shard is in.
    await tab.getByRole('option').first().waitFor();
    await tab.evaluate(() => performance.clearMeasures('docs-search'));
    for (const query of BENCH_QUERIES) {
      await tab.getByRole('combobox').fill('');
      for (const letter of query) {
        await tab.getByRole('combobox').press(letter === ' ' ? 'Space' : letter);
      }
    }
    const durations = await tab.evaluate(() =>
      performance.getEntriesByName('docs-search').map((entry) => entry.duration),
    );
    return {
      requestsBeforeOpen: beforeOpen,
      scriptsLoadedOnOpen: scriptsAfter - scriptsBefore,
      indexBytes: [...shardBytes.values()].reduce((sum, [, gzip]) => sum + gzip, 0),
      shards: Object.fromEntries(shardBytes),
      searches: durations.length,
      p50: percentile(durations, 50),
      p95: percentile(durations, 95),
      max: Math.max(...durations),
    };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchSearch(process.argv[2] ?? 'http://localhost:3000');
  console.log(result);
}
