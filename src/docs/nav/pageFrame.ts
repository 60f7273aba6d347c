import { findProduct, versionsFor, type Product, type VersionEntry } from '../../products';
import { getProductInfoFromUrl } from '../routing/productInfoFromUrl';

/** What the app bar shows around a page: its product and the version switcher's entries. */
export interface PageChrome {
  /** The product in the app bar's product switcher; null on X pages outside a product. */
  product: Product | null;
  /** The version switcher's entries. */
  versions: readonly VersionEntry[];
}

/**
 * The app bar's product and versions of a page key, from the product registry. The drawer's
 * tree is not here: it comes with the page's data, so only the page's own family's tree
 * reaches the browser.
 */
export function pageChromeOf(pageKey: string): PageChrome {
  const { productId } = getProductInfoFromUrl(pageKey);
  return { product: findProduct(productId), versions: versionsFor(productId) };
}
