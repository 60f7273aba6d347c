import type { ApiEntryJson } from '../../docs/api/apiJson';
import { pageKeyToUrl } from '../../docs/siteConfig';
import { hrefOfTarget } from '../api/apiLinks';
import { listApiPageKeys } from '../api/apiPageKeys';

let servedUrls: ReadonlySet<string> | null = null;

/**
 * Where the site documents an API entry, for the search index: its page
 * (`/material-ui/api/button/`) or its anchor on a guide's tab
 * (`/base-ui/react-button/components-api/#button`), or null when the site
 * serves neither (an entry no guide page lists).
 */
export function searchableApiUrl(
  entry: Pick<ApiEntryJson, 'product' | 'kind' | 'name'>,
): string | null {
  servedUrls ??= new Set(listApiPageKeys().map(pageKeyToUrl));
  const href = hrefOfTarget({ product: entry.product, kind: entry.kind, name: entry.name });
  return href !== null && servedUrls.has(href.split('#')[0]) ? href : null;
}
