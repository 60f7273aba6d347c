// `npm run bench`: a fresh production build (timed), then the JavaScript each page loads
// before any interaction, transferred gzipped, measured against the served site.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { assertPortFree, ROOT, runBuild, startServer } from './productionBuild.mjs';

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

/** Scripts a page loads on its own: every `<script src>` in its HTML (module/nomodule alike). */
function scriptSources(html) {
  return [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"[^>]*>/g)]
    .filter(([tag]) => !/\bnoModule\b/i.test(tag))
    .map(([, src]) => src);
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

await assertPortFree(PORT);
rmSync(path.join(ROOT, '.next'), { recursive: true, force: true });
const buildMs = runBuild();
const server = startServer(PORT, { stdio: 'ignore', detached: true });
try {
  await waitForServer();
  const cache = new Map();
  const rows = [];
  for (const pathname of PAGES) {
    rows.push(await measurePage(pathname, cache));
  }
  console.log(`\nProduction build (clean): ${(buildMs / 1000).toFixed(1)} s\n`);
  console.log('| page | scripts | JS raw kB | JS gzip kB | HTML gzip kB |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    console.log(
      `| ${row.pathname} | ${row.scripts} | ${kB(row.raw)} | ${kB(row.gzipped)} | ${kB(row.html)} |`,
    );
  }
} finally {
  server.stop();
}
