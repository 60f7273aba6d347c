import { pathnameToLanguage } from './pathnameToLanguage';

export type ProductCategoryId = 'core' | 'x' | 'toolpad' | 'docs';

export type ProductId =
  | 'material-ui'
  | 'joy-ui'
  | 'base-ui'
  | 'system'
  | 'x-data-grid'
  | 'x-date-pickers'
  | 'x-charts'
  | 'x-tree-view'
  | 'x'
  | 'toolpad'
  | 'docs';

export interface ProductInfo {
  productId: ProductId | null;
  productCategoryId: ProductCategoryId | null;
}

const CORE_PRODUCTS = new Set<ProductId>(['material-ui', 'joy-ui', 'base-ui', 'system']);

/** The X product of a `react-*` segment (`react-data-grid`) or of an API segment (`data-grid`). */
const X_PRODUCTS: Record<string, ProductId> = {
  'data-grid': 'x-data-grid',
  'date-pickers': 'x-date-pickers',
  charts: 'x-charts',
  'tree-view': 'x-tree-view',
};

function xProductId(segments: string[]): ProductId {
  const [, second, third] = segments;
  if (second === 'api' || second === 'api-docs') {
    return (third && X_PRODUCTS[third]) || 'x';
  }
  const reactSegment = second?.startsWith('react-') ? second.slice('react-'.length) : undefined;
  return (reactSegment && X_PRODUCTS[reactSegment]) || 'x';
}

/**
 * The product a page belongs to, from its first path segment (after the
 * optional language): the core families map to category `core`, `/x/…` to
 * category `x` with the product taken from its `react-*` (or API) segment,
 * `toolpad` and `docs` to themselves, and `versions` and `production-error` to
 * `docs`. Anything else has no product.
 */
export function getProductInfoFromUrl(pathname: string): ProductInfo {
  const { canonicalAs } = pathnameToLanguage(pathname.replace(/[?#].*$/, ''));
  const segments = canonicalAs.split('/').filter(Boolean);
  const first = segments[0] as ProductId | undefined;
  if (!first) {
    return { productId: null, productCategoryId: null };
  }
  if (CORE_PRODUCTS.has(first)) {
    return { productId: first, productCategoryId: 'core' };
  }
  if (first === 'x') {
    return { productId: xProductId(segments), productCategoryId: 'x' };
  }
  if (first === 'toolpad') {
    return { productId: 'toolpad', productCategoryId: 'toolpad' };
  }
  if (
    first === 'docs' ||
    (first as string) === 'versions' ||
    (first as string) === 'production-error'
  ) {
    return { productId: 'docs', productCategoryId: 'docs' };
  }
  return { productId: null, productCategoryId: null };
}
