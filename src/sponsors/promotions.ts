import { SPONSORS_PAGE } from './sponsors';

/**
 * The in-house promotions shown beside a page's first demo: our own pages only, as text
 * (no third-party script, no image request). React-free; the page's promotion is picked at
 * build time (`pickPromotion`) so the server HTML and the hydrated page always agree.
 */
export interface Promotion {
  id: string;
  /** A canonical page of this site, with its trailing slash. */
  href: string;
  title: string;
  text: string;
}

export const PROMOTIONS: readonly Promotion[] = [
  {
    id: 'templates',
    href: '/material-ui/getting-started/templates/',
    title: 'Page templates',
    text: 'Start from a complete page built with Material UI: a dashboard, a checkout, a blog and more.',
  },
  {
    id: 'sponsors',
    href: SPONSORS_PAGE,
    title: 'Sponsor MUI',
    text: 'Put your logo in front of the developers who read these docs and fund the open-source work.',
  },
  {
    id: 'x-plans',
    href: '/x/introduction/licensing/',
    title: 'MUI X Pro and Premium',
    text: 'Grouping, aggregation, Excel export and date range pickers, under a commercial license.',
  },
];

/** A small, stable hash of a string (FNV-1a): the same pathname always gives the same number. */
function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The promotion a page shows, chosen from its pathname (never at random: hydration must match).
 * `pageExists` filters out promotions of pages this build does not have, and a page never
 * promotes itself; null when nothing is left.
 */
export function pickPromotion(
  pathname: string,
  pageExists: (href: string) => boolean,
  promotions: readonly Promotion[] = PROMOTIONS,
): Promotion | null {
  const own = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const candidates = promotions.filter(
    (promotion) => promotion.href !== own && pageExists(promotion.href),
  );
  if (candidates.length === 0) {
    return null;
  }
  return candidates[hashString(own) % candidates.length];
}
