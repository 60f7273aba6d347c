import {
  API_PAGE_PRODUCTS,
  apiPageKey,
  isXApiProduct,
  X_API_PRODUCTS,
} from '../../docs/api/apiPageIndex';
import { entriesOf, loadApiProduct } from './apiProducts';
import { apiTabPages } from './apiTabs';
import { guidePages, type GuidePage } from './guidePages';

/**
 * Names in guide pages' front matter that no API page documents, as
 * actionable sentences (empty when every `components` and `hooks` entry is
 * known). A page is checked against its family's API (`content/material-ui/…`
 * against Material UI's, Base UI's tabs against `@mui/base`), an X page
 * against every X product's.
 */
export function findUnknownApiNames(pages: readonly GuidePage[] = guidePages()): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    const own = page.product ?? page.pageProduct;
    const products = own ? [own] : [...X_API_PRODUCTS];
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

/**
 * Every generated API page key: each X product's index and entries, each
 * core family's API pages (`/material-ui/api-docs/button`), and Base UI's
 * docs tabs (`/base-ui/react-button/components-api`).
 */
export function listApiPageKeys(): string[] {
  const keys: string[] = [];
  for (const product of API_PAGE_PRODUCTS) {
    if (isXApiProduct(product)) {
      keys.push(apiPageKey(product));
    }
    keys.push(
      ...entriesOf(loadApiProduct(product)).map((entry) => apiPageKey(product, entry.name)),
    );
  }
  keys.push(...apiTabPages().keys());
  return keys;
}
