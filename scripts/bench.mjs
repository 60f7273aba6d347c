// `npm run bench`: a fresh production build (timed), then the JavaScript each page loads
// before any interaction, transferred gzipped, measured against the served site; then
// Lighthouse (mobile, performance) on the pages of scripts/bench/lighthousePages.mjs, each
// beside its floor (the same HTML with every script removed), checked against the budgets.
//
// `npm run bench -- --reuse-build` keeps a build of the current sources instead of a clean
// one; `--no-lighthouse` stops after the JavaScript table and the search budgets.
// BENCH_RUNS (default 5) and BENCH_FLOOR_RUNS (default 3) set the Lighthouse runs per page;
// BENCH_PAGES (comma-separated URL prefixes: `/material-ui/,/joy-ui/`) narrows Lighthouse to
// the pages under them, for a quick figure on the pages a change touches (the full run leaves
// it unset: the budgets of the pages left out are not checked);
// The interaction budgets (scripts/bench/interactionBench.mjs: sorting a grid, opening a date
// picker, a page change from the navigation) run after the search budgets, BENCH_INTERACTION_RUNS
// (default 5) times each;
// BENCH_CPU_SLOWDOWN replaces the mobile preset's CPU factor of 4 (a slower host, simulated).
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGETS, lighthousePages } from './bench/lighthousePages.mjs';
import { launchChrome, measureMedian } from './bench/runLighthouse.mjs';
import { benchInteractions, CPU_SLOWDOWN, POINTER_REST_MS } from './bench/interactionBench.mjs';
import { benchSearch } from './bench/searchBench.mjs';
import { startScriptlessProxy } from './bench/scriptlessProxy.mjs';
import { assertPortFree, ensureBuild, ROOT, runBuild, startServer } from './productionBuild.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3190);
const BASE = `http://localhost:${PORT}`;
const PAGES = [
  '/',
  '/x/introduction/',
  '/x/introduction/installation/',
  '/x/react-charts/gauge/',
  '/zh/x/introduction/',
  '/x/react-data-grid/',
  '/x/react-tree-view/',
  // API pages: a mid-sized one and the largest (DataGridPremium).
  '/x/api/date-pickers/date-calendar/',
  '/x/api/data-grid/data-grid-premium/',
];

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(`${BASE}/`);
      if (response.ok) {
        return;
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The production server did not answer on ${BASE} within 60 s.`);
}

/**
 * Scripts a page loads on its own: every `<script src>` in its HTML (module/nomodule alike, the
 * nomodule ones left out) and the list the page loads once painted
 * (src/hydration/paintFirstScripts.ts).
 */
function scriptSources(html) {
  const tags = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"[^>]*>/g)]
    .filter(([tag]) => !/\bnoModule\b/i.test(tag))
    .map(([, src]) => src);
  const list = /<script[^>]*\bid="__PAINT_FIRST_SCRIPTS__"[^>]*>([^<]*)<\/script>/.exec(html);
  return [...tags, ...(list ? JSON.parse(list[1]) : [])];
}

const kB = (bytes) => (bytes / 1024).toFixed(1);

async function measurePage(pathname, cache) {
  const html = await (await fetch(`${BASE}${pathname}`)).text();
  let raw = 0;
  let gzipped = 0;
  for (const src of scriptSources(html)) {
    if (!cache.has(src)) {
      const body = Buffer.from(await (await fetch(new URL(src, BASE))).arrayBuffer());
      cache.set(src, { raw: body.length, gzipped: gzipSync(body).length });
    }
    raw += cache.get(src).raw;
    gzipped += cache.get(src).gzipped;
  }
  return {
    pathname,
    scripts: scriptSources(html).length,
    raw,
    gzipped,
    html: gzipSync(html).length,
  };
}

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FLOOR_RUNS = Number(process.env.BENCH_FLOOR_RUNS ?? 3);
const ms = (value) => Math.round(value);

/** Whether each budget holds, as lines to print; `ok` is false when one fails. */
function checkBudgets(rows) {
  const lines = [];
  let ok = true;
  for (const row of rows.filter((entry) => entry.budget)) {
    for (const [metric, limit] of Object.entries(BUDGETS[row.budget])) {
      const value = row.result[metric];
      const holds = limit.min !== undefined ? value >= limit.min : value <= limit.max;
      ok &&= holds;
      const bound = limit.min !== undefined ? `>= ${limit.min}` : `<= ${limit.max}`;
      lines.push(
        `${holds ? 'PASS' : 'FAIL'} ${row.budget} ${row.url}: ${metric} ${Number(value.toFixed(3))} (budget ${bound})`,
      );
    }
  }
  return { lines, ok };
}

/** The Lighthouse pages BENCH_PAGES keeps (all of them when it is unset). */
function selectedLighthousePages() {
  const all = lighthousePages(ROOT);
  const prefixes = process.env.BENCH_PAGES?.split(',')
    .map((prefix) => prefix.trim())
    .filter(Boolean);
  if (!prefixes?.length) {
    return all;
  }
  const pages = all.filter((page) => prefixes.some((prefix) => page.url.startsWith(prefix)));
  console.log(
    `\nBENCH_PAGES=${prefixes.join(',')}: Lighthouse on ${pages.length} of ${all.length} pages; the budgets of the others are not checked.`,
  );
  if (pages.length === 0) {
    throw new Error(
      `BENCH_PAGES matches none of the Lighthouse pages: ${all.map((page) => page.url).join(', ')}`,
    );
  }
  return pages;
}

async function runLighthouse() {
  const pages = selectedLighthousePages();
  const proxy = await startScriptlessProxy(BASE);
  const chrome = await launchChrome();
  const rows = [];
  try {
    for (const page of pages) {
      const started = performance.now();
      const result = await measureMedian(chrome, `${BASE}${page.url}`, RUNS);
      const floor = await measureMedian(chrome, `${proxy.origin}${page.url}`, FLOOR_RUNS);
      rows.push({ ...page, result, floor });
      console.log(`Lighthouse ${page.url}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
  } finally {
    await chrome.kill();
    await proxy.close();
  }
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  const cpuSlowdown = process.env.BENCH_CPU_SLOWDOWN ?? '4 (preset)';
  const benchmarkIndexes = rows.map((row) => Math.round(row.result.benchmarkIndex)).join(', ');
  console.log(
    `\nLighthouse 12, mobile preset, performance; median of ${RUNS} runs (floor: ${FLOOR_RUNS} runs of the same HTML with every script removed). Load average at the end: ${load}\nCPU slowdown ${cpuSlowdown}; host CPU benchmark index per page (Lighthouse's; higher is faster, a mid-tier phone is about 1000): ${benchmarkIndexes}\n`,
  );
  console.log(
    '| page | demos | score | LCP ms | TBT ms | CLS | JS kB gzip | floor score | floor LCP ms | floor TBT ms | floor CLS |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { url, demos, result, floor } of rows) {
    console.log(
      `| ${url} | ${demos} | ${result.score} | ${ms(result.lcp)} | ${ms(result.tbt)} | ${result.cls.toFixed(3)} | ${result.js.toFixed(1)} | ${floor.score} | ${ms(floor.lcp)} | ${ms(floor.tbt)} | ${floor.cls.toFixed(3)} |`,
    );
  }
  const { lines, ok } = checkBudgets(rows);
  console.log(`\nBudgets:\n${lines.join('\n')}`);
  if (!ok) {
    process.exitCode = 1;
  }
}

/** The search budgets: nothing before the palette opens, index size, per-keystroke search time. */
async function runSearchBench() {
  const result = await benchSearch(BASE);
  const checks = [
    ['search index requests before the palette opens', result.requestsBeforeOpen, 0, 'max'],
    ['search index transferred, kB', result.indexBytes / 1024, 400, 'max'],
    ['search per keystroke p95, ms', result.p95, 30, 'max'],
  ];
  console.log(
    `\nSearch: ${result.searches} keystroke searches over 50 queries; p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, max ${result.max.toFixed(1)} ms; index ${kB(result.indexBytes)} kB transferred; ${result.scriptsLoadedOnOpen} scripts loaded on first open`,
  );
  for (const [label, value, limit] of checks) {
    const holds = value <= limit;
    if (!holds) {
      process.exitCode = 1;
    }
    console.log(
      `${holds ? 'PASS' : 'FAIL'} ${label}: ${Number(value.toFixed(1))} (budget <= ${limit})`,
    );
  }
}

/** The interaction budgets: press to next paint, CPU slowed 4×, median of BENCH_INTERACTION_RUNS. */
async function runInteractionBench() {
  const { benchmarkIndex, rows } = await benchInteractions(BASE);
  console.log(
    `\nInteractions: press to the next frame showing the result, CPU slowed ${CPU_SLOWDOWN}× (Chromium throttling), the pointer resting ${POINTER_REST_MS} ms on the target first; host CPU benchmark index ${Math.round(benchmarkIndex)} (Lighthouse's)`,
  );
  console.log('| interaction | median ms | slowest ms | runs ms | budget ms | |');
  console.log('| --- | ---: | ---: | --- | ---: | --- |');
  for (const row of rows) {
    const holds = row.median <= row.budget;
    if (!holds) {
      process.exitCode = 1;
    }
    console.log(
      `| ${row.name} | ${ms(row.median)} | ${ms(row.max)} | ${row.times.map(ms).join(', ')} | ${row.budget} | ${holds ? 'PASS' : 'FAIL'} |`,
    );
  }
}

await assertPortFree(PORT);
let buildMs = null;
if (process.argv.includes('--reuse-build')) {
  ensureBuild();
} else {
  rmSync(path.join(ROOT, '.next'), { recursive: true, force: true });
  buildMs = runBuild();
}
const server = startServer(PORT, { stdio: 'ignore', detached: true });
try {
  await waitForServer();
  const cache = new Map();
  const rows = [];
  const lighthouseUrls = lighthousePages(ROOT).map((page) => page.url);
  for (const pathname of new Set([...PAGES, ...lighthouseUrls])) {
    rows.push(await measurePage(pathname, cache));
  }
  if (buildMs !== null) {
    console.log(`\nProduction build (clean): ${(buildMs / 1000).toFixed(1)} s\n`);
  }
  console.log('| page | scripts | JS raw kB | JS gzip kB | HTML gzip kB |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    console.log(
      `| ${row.pathname} | ${row.scripts} | ${kB(row.raw)} | ${kB(row.gzipped)} | ${kB(row.html)} |`,
    );
  }
  await runSearchBench();
  await runInteractionBench();
  if (!process.argv.includes('--no-lighthouse')) {
    await runLighthouse();
  }
} finally {
  server.stop();
}
