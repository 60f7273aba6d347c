import { productInfoOfPathname, type PageProductInfo } from '../../products';
import { pathnameToLanguage } from './pathnameToLanguage';

/**
 * What a page is attributed to in analytics, feedback and search, from its
 * URL (with or without the language segment, query or hash) or its page key
 * (`/x/api-docs/…`): its product (`x-charts`, category `x`), else its family
 * (`x`), else another section of mui.com (`/versions/` → `docs`). The home
 * page and unknown folders have none. The product registry decides.
 */
export function getProductInfoFromUrl(url: string): PageProductInfo {
  const { canonicalAs } = pathnameToLanguage(url.replace(/[?#].*$/, ''));
  return productInfoOfPathname(canonicalAs.replace(/(^|\/)api-docs(?=\/|$)/, '$1api'));
}
