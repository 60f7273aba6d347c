import { findProduct, versionsFor, type Product, type VersionEntry } from '../../products';
import { getProductInfoFromUrl } from '../routing/productInfoFromUrl';
import { pageTrees, treeIdOfPageKey } from './pageTrees';
import type { PageTree } from './types';

/** What the app frame shows around a page besides the page itself. */
export interface PageFrame {
  /** The navigation tree the page belongs to (the drawer); null outside the families. */
  tree: PageTree | null;
  /** The product in the app bar's product switcher; null on X pages outside a product. */
  product: Product | null;
  /** The version switcher's entries. */
  versions: readonly VersionEntry[];
}

/**
 * The frame of a page key, for routes to hand to `AppFrame`. Importing this
 * module brings every navigation tree into the route's client chunk (the
 * drawer needs its tree); pages outside the families need not import it.
 */
export function pageFrameOf(pageKey: string): PageFrame {
  const treeId = treeIdOfPageKey(pageKey);
  const { productId } = getProductInfoFromUrl(pageKey);
  return {
    tree: treeId ? pageTrees.trees[treeId] : null,
    product: findProduct(productId),
    versions: versionsFor(productId),
  };
}
