// The pages `npm run bench` runs Lighthouse on, and the budgets they must meet.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Demos per page key (`/x/react-data-grid`), from the demo names of generated/demoLoaders.ts
 * (`"x/react-data-grid/BasicDataGrid": () => import(…)`: the page is the name's folder).
 */
export function demoCounts(root) {
  const loaders = readFileSync(path.join(root, 'generated', 'demoLoaders.ts'), 'utf8');
  const counts = new Map();
  for (const [, folder] of loaders.matchAll(/^ {2}"([^"]+)\/[^"/]+": \(\) => import\(/gm)) {
    const pageKey = `/${folder}`;
    counts.set(pageKey, (counts.get(pageKey) ?? 0) + 1);
  }
  return counts;
}

/** A product's pages by demo count, most first (URL order on a tie), as URLs. */
export function busiestPages(counts, productPrefix) {
  const pages = [...counts]
    .filter(([pageKey]) => pageKey === productPrefix || pageKey.startsWith(`${productPrefix}/`))
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1))
    .map(([pageKey]) => `${pageKey}/`);
  if (pages.length === 0) {
    throw new Error(
      `generated/demoLoaders.ts has no demo under ${productPrefix}: run \`npm run generate\`.`,
    );
  }
  return pages;
}

/**
 * The site's performance budgets (docs/PERFORMANCE.md). `max`/`min` per metric: `score`
 * (0-100), `tbt` (ms), `cls`, `js` (kB of scripts transferred gzipped before any interaction).
 */
export const BUDGETS = {
  prose: { score: { min: 95 }, js: { max: 180 } },
  busiestGrid: { score: { min: 90 }, tbt: { max: 300 }, cls: { max: 0.02 } },
};

/** The `count` busiest pages under a prefix, or none when no page there has demos yet. */
function busiestPageOrNone(counts, prefix, count = 1) {
  return [...counts].some(([pageKey]) => pageKey.startsWith(`${prefix}/`))
    ? busiestPages(counts, prefix)
        .slice(0, count)
        .map((url) => ({ url }))
    : [];
}

/**
 * A prose page, the three data grid pages with the most demos, the busiest page of each
 * other product and of each core family, and an API page. Add a page here with
 * `{ url }` (and `budget` naming an entry of BUDGETS when one applies).
 */
export function lighthousePages(root) {
  const counts = demoCounts(root);
  const grid = busiestPages(counts, '/x/react-data-grid');
  const pages = [
    { url: '/x/introduction/licensing/', budget: 'prose' },
    // The three heaviest Data Grid pages, the first under its budget.
    { url: grid[0], budget: 'busiestGrid' },
    { url: grid[1] },
    { url: grid[2] },
    // The heaviest page of each other product.
    { url: busiestPages(counts, '/x/react-date-pickers')[0] },
    { url: busiestPages(counts, '/x/react-charts')[0] },
    { url: busiestPages(counts, '/x/react-tree-view')[0] },
    { url: '/x/api/data-grid/data-grid/' },
    // The heaviest page of each core family (their component pages sit at the family's root),
    // the three heaviest of Material UI, the biggest family.
    ...busiestPageOrNone(counts, '/material-ui', 3),
    ...busiestPageOrNone(counts, '/joy-ui'),
    ...busiestPageOrNone(counts, '/base-ui'),
    ...busiestPageOrNone(counts, '/system'),
  ];
  return pages.map((page) => ({
    ...page,
    demos: counts.get(page.url.replace(/\/$/, '')) ?? 0,
  }));
}
