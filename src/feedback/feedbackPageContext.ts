import { documentedVersion } from '../products';
import { getProductInfoFromUrl } from '../docs/routing/productInfoFromUrl';

/** What feedback records beside a page: the product it documents and that product's version. */
export interface FeedbackPageContext {
  productId: string;
  version: string;
}

/**
 * The product and version of a page key (`/x/react-data-grid/editing` →
 * `x-data-grid`, `6.19.1`), or null for a page outside every product. The
 * widget sends these; the endpoint checks they match the page.
 */
export function feedbackPageContext(pageKey: string): FeedbackPageContext | null {
  const { productId } = getProductInfoFromUrl(pageKey);
  const version = documentedVersion(productId);
  return productId && version ? { productId, version } : null;
}
