// The pages `npm run bench` runs Lighthouse on, and the budgets they must meet.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Demos per page key (`/x/react-data-grid`), read from generated/demoRegistry.ts. */
export function demoCounts(root) {
  const registry = readFileSync(path.join(root, 'generated', 'demoRegistry.ts'), 'utf8');
  const counts = new Map();
  for (const [, pageKey] of registry.matchAll(/pagePathname: "([^"]+)"/g)) {
    counts.set(pageKey, (counts.get(pageKey) ?? 0) + 1);
  }
  return counts;
}

/** The data grid page with the most demos (the first in URL order on a tie), as a URL. */
export function busiestGridPage(counts) {
  const [best] = [...counts]
    .filter(
      ([pageKey]) => pageKey === '/x/react-data-grid' || pageKey.startsWith('/x/react-data-grid/'),
    )
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1));
  if (!best) {
    throw new Error('generated/demoRegistry.ts has no data grid demo: run `npm run generate`.');
  }
  return `${best[0]}/`;
}

/**
 * Budgets from issue 3. `max`/`min` per metric: `score` (0-100), `tbt` (ms), `cls`,
 * `js` (kB of scripts transferred gzipped before any interaction).
 */
export const BUDGETS = {
  prose: { score: { min: 95 }, js: { max: 180 } },
  busiestGrid: { score: { min: 90 }, tbt: { max: 300 }, cls: { max: 0.02 } },
};

/**
 * The fixed list, plus the data grid page with the most demos. Add a page here with
 * `{ url }` (and `budget` naming an entry of BUDGETS when one applies).
 */
export function lighthousePages(root) {
  const counts = demoCounts(root);
  const busiest = busiestGridPage(counts);
  const pages = [
    { url: '/x/introduction/licensing/', budget: 'prose' },
    { url: '/x/react-data-grid/' },
    { url: '/x/react-date-pickers/' },
    { url: '/x/react-charts/' },
    { url: '/x/react-tree-view/' },
    { url: '/x/api/data-grid/data-grid/' },
  ];
  const existing = pages.find((page) => page.url === busiest);
  if (existing) {
    existing.budget = 'busiestGrid';
  } else {
    pages.splice(2, 0, { url: busiest, budget: 'busiestGrid' });
  }
  return pages.map((page) => ({
    ...page,
    demos: counts.get(page.url.replace(/\/$/, '')) ?? 0,
  }));
}
