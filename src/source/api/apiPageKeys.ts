import { apiPageKey, X_API_PRODUCTS } from '../../docs/api/apiPageIndex';
import { entriesOf, loadApiProduct } from './apiProducts';
import { apiTabsOf } from './apiTabs';
import { guidePages, type GuidePage } from './guidePages';

/**
 * Names in guide pages' front matter that no API page documents, as
 * actionable sentences (empty when every `components` and `hooks` entry is known).
 */
export function findUnknownApiNames(pages: readonly GuidePage[] = guidePages()): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    const products = page.product ? [page.product] : [...X_API_PRODUCTS];
    const known = new Set(
      products.flatMap((product) => entriesOf(loadApiProduct(product)).map((entry) => entry.name)),
    );
    for (const name of [...page.components, ...page.hooks]) {
      if (!known.has(name)) {
        problems.push(
          `content${page.pathname}.md lists "${name}" in its front matter, but no API page documents it: fix the name (API names are case-sensitive).`,
        );
      }
    }
  }
  return problems;
}

/** Every generated API page key: each X product's index and entries, each guide's tabs. */
export function listApiPageKeys(): string[] {
  const keys: string[] = [];
  for (const product of X_API_PRODUCTS) {
    keys.push(apiPageKey(product));
    keys.push(
      ...entriesOf(loadApiProduct(product)).map((entry) => apiPageKey(product, entry.name)),
    );
  }
  for (const guide of guidePages()) {
    keys.push(...apiTabsOf(guide.pathname).map((tab) => `${guide.pathname}/${tab}`));
  }
  return keys;
}
