import { PRODUCTS } from '../../products/productRegistry';
import type { ApiEntryKind, ApiPlan, ApiProductId } from './apiJson';
import { apiSlug } from './apiSlug';

/** The X products with API pages under `/x/api/{product}/`, each with an index page. */
export const X_API_PRODUCTS = ['data-grid', 'date-pickers', 'charts', 'tree-view'] as const;

/** The core families with one API page per component under `/{family}/api/{slug}/`. */
export const CORE_API_PAGE_PRODUCTS = ['material-ui', 'joy-ui', 'system'] as const;

/** Every product whose API entries have pages of their own (Base UI's are docs tabs instead). */
export const API_PAGE_PRODUCTS = [...X_API_PRODUCTS, ...CORE_API_PAGE_PRODUCTS] as const;

export type XApiProductId = (typeof X_API_PRODUCTS)[number];
export type CoreApiPageProductId = (typeof CORE_API_PAGE_PRODUCTS)[number];
export type ApiPageProductId = (typeof API_PAGE_PRODUCTS)[number];

/** One API page as the navigation lists it. */
export interface ApiPageIndexEntry {
  name: string;
  kind: ApiEntryKind;
  plan: ApiPlan;
}

/** Every API page by product, as `generated/apiPages.ts` exports it. */
export type ApiPageIndex = Record<ApiPageProductId, readonly ApiPageIndexEntry[]>;

export function isXApiProduct(product: ApiProductId | string): product is XApiProductId {
  return (X_API_PRODUCTS as readonly string[]).includes(product);
}

export function hasApiPages(product: ApiProductId | string): product is ApiPageProductId {
  return (API_PAGE_PRODUCTS as readonly string[]).includes(product);
}

/**
 * The API product a registry `apiRoutePrefix` serves: the last segment under
 * `/x/api/` (`/x/api/data-grid` → `data-grid`), else the family folder
 * (`/material-ui/api` → `material-ui`).
 */
function apiProductOfRoutePrefix(prefix: string): string {
  const [family, , product] = prefix.split('/').filter(Boolean);
  return product ?? family;
}

/** The URL folder of a product's API pages, from the product registry (`/material-ui/api`). */
export function apiRoutePrefixOf(product: ApiPageProductId): string {
  const found = PRODUCTS.find(
    (candidate) =>
      candidate.apiRoutePrefix !== undefined &&
      apiProductOfRoutePrefix(candidate.apiRoutePrefix) === product,
  )?.apiRoutePrefix;
  if (found === undefined) {
    throw new Error(
      `No product in src/products/productRegistry.ts has an apiRoutePrefix serving the ${product} API: add one.`,
    );
  }
  return found;
}

/** `/material-ui/api` → `/material-ui/api-docs` (page keys; see `pathnameToPageKey`). */
function pageKeyPrefix(product: ApiPageProductId): string {
  return apiRoutePrefixOf(product).replace(/^(\/[a-z-]+)\/api(?=\/|$)/, '$1/api-docs');
}

/**
 * The page key of an X product's API index (`/x/api-docs/data-grid`) or of one
 * API page (`/x/api-docs/data-grid/grid-col-def`, `/material-ui/api-docs/button`).
 * Page keys use `api-docs` (see `pathnameToPageKey`); readers see `/…/api/…`.
 */
export function apiPageKey(product: ApiPageProductId, name?: string): string {
  const prefix = pageKeyPrefix(product);
  return name ? `${prefix}/${apiSlug(name)}` : prefix;
}

/** The product and slug of an API page key, or null for any other key (slug null: an X index). */
export function parseApiPageKey(
  pageKey: string,
): { product: ApiPageProductId; slug: string | null } | null {
  for (const product of API_PAGE_PRODUCTS) {
    const prefix = pageKeyPrefix(product);
    if (pageKey === prefix) {
      return isXApiProduct(product) ? { product, slug: null } : null;
    }
    const match = pageKey.startsWith(`${prefix}/`)
      ? /^[a-z0-9-]+$/.exec(pageKey.slice(prefix.length + 1))
      : null;
    if (match) {
      return { product, slug: match[0] };
    }
  }
  return null;
}
