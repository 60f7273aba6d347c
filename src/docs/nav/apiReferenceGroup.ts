import { apiPageKey, type ApiPageIndexEntry, type XApiProductId } from '../api/apiPageIndex';
import type { NavPage } from './types';

function apiEntry(product: XApiProductId, entry: ApiPageIndexEntry): NavPage {
  return {
    pathname: apiPageKey(product, entry.name),
    title: entry.name,
    ...(entry.plan === 'community' ? {} : { plan: entry.plan }),
  };
}

/**
 * A product's "API reference" group for the drawer: its index page first,
 * then its API pages. A product with interfaces (the grid) splits them into
 * "Components" and "Interfaces" subgroups. Nested groups start closed unless
 * they hold the current page, so the long lists stay out of the way.
 */
export function apiReferenceGroup(
  product: XApiProductId,
  entries: readonly ApiPageIndexEntry[],
): NavPage {
  const base = apiPageKey(product);
  const components = entries.filter((entry) => entry.kind === 'component');
  const interfaces = entries.filter((entry) => entry.kind === 'interface');
  const children: NavPage[] = [{ pathname: base, title: 'Index' }];
  if (interfaces.length > 0) {
    children.push(
      {
        pathname: `${base}/components-group`,
        subheader: 'Components',
        children: components.map((entry) => apiEntry(product, entry)),
      },
      {
        pathname: `${base}/interfaces-group`,
        subheader: 'Interfaces',
        children: interfaces.map((entry) => apiEntry(product, entry)),
      },
    );
  } else {
    children.push(...components.map((entry) => apiEntry(product, entry)));
  }
  return { pathname: `${base}-group`, subheader: 'API reference', children };
}
