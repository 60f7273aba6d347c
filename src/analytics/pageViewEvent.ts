import { getProductInfoFromUrl } from '../docs/routing/productInfoFromUrl';
import type { PageViewEvent } from './eventsContract';

/** The path of an address without its query and hash (`/x/react-charts/?a=1#b` → `/x/react-charts/`). */
export function eventPathname(url: string): string {
  return new URL(url, 'http://localhost').pathname;
}

/** The page view of an address: its path, the page title and its product from the route rules. */
export function pageViewEvent(url: string, title: string): PageViewEvent {
  const pathname = eventPathname(url);
  const { productId, productCategoryId } = getProductInfoFromUrl(pathname);
  return { type: 'page_view', pathname, title: title.slice(0, 300), productId, productCategoryId };
}
