import type { ApiEntryKind, ApiPlan, ApiProductId } from './apiJson';
import { apiSlug } from './apiSlug';

/** The X products with API pages under `/x/api/{product}/`. */
export const X_API_PRODUCTS = ['data-grid', 'date-pickers', 'charts', 'tree-view'] as const;

export type XApiProductId = (typeof X_API_PRODUCTS)[number];

/** One API page as the navigation lists it. */
export interface ApiPageIndexEntry {
  name: string;
  kind: ApiEntryKind;
  plan: ApiPlan;
}

/** Every X API page by product, as `generated/apiPages.ts` exports it. */
export type ApiPageIndex = Record<XApiProductId, readonly ApiPageIndexEntry[]>;

export function isXApiProduct(product: ApiProductId | string): product is XApiProductId {
  return (X_API_PRODUCTS as readonly string[]).includes(product);
}

/**
 * The page key of a product's API index (`/x/api-docs/data-grid`) or of one
 * API page (`/x/api-docs/data-grid/grid-col-def`). Page keys use `api-docs`
 * (see `pathnameToPageKey`); readers see `/x/api/…`.
 */
export function apiPageKey(product: XApiProductId, name?: string): string {
  return name ? `/x/api-docs/${product}/${apiSlug(name)}` : `/x/api-docs/${product}`;
}

/** The product and slug of an API page key, or null for any other key. */
export function parseApiPageKey(
  pageKey: string,
): { product: XApiProductId; slug: string | null } | null {
  const match = /^\/x\/api-docs\/([a-z-]+)(?:\/([a-z0-9-]+))?$/.exec(pageKey);
  if (!match || !isXApiProduct(match[1])) {
    return null;
  }
  return { product: match[1], slug: match[2] ?? null };
}
