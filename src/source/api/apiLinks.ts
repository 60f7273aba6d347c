// Where the API pages' links lead, and the context their views are built in.
import type { ApiEntryJson, ApiLinkTarget, ApiProductJson } from '../../docs/api/apiJson';
import { createApiMarkdownRenderer } from '../../docs/api/apiMarkdown';
import { apiPageKey, isXApiProduct } from '../../docs/api/apiPageIndex';
import { apiSlug } from '../../docs/api/apiSlug';
import type { ApiViewContext } from '../../docs/api/toApiView';
import { siteTrees } from '../page/siteTrees';
import { pageKeyToUrl } from '../../docs/siteConfig';
import { entriesOf } from './apiProducts';
import { contentTitle, guidePages } from './guidePages';

/** Where a link to an API entry leads: its X page, or the tab of the guide page documenting it. */
export function hrefOfTarget(target: ApiLinkTarget): string | null {
  if (isXApiProduct(target.product)) {
    return pageKeyToUrl(apiPageKey(target.product, target.name));
  }
  const guide = guidePages().find(
    (page) =>
      page.product === target.product &&
      (target.kind === 'hook' ? page.hooks : page.components).includes(target.name),
  );
  if (!guide) {
    return null;
  }
  const tab = target.kind === 'hook' ? 'hooks-api' : 'components-api';
  return `${pageKeyToUrl(`${guide.pathname}/${tab}`)}#${apiSlug(target.name)}`;
}

/** How one product's entries are turned into views; `prefixAnchors` on pages listing several. */
export function viewContext(product: ApiProductJson, prefixAnchors = false): ApiViewContext {
  const byName = new Map(entriesOf(product).map((entry) => [entry.name, entry]));
  const hasPage = (pageKey: string) => siteTrees().leaves.has(pageKey);
  const hrefOf = (entry: ApiEntryJson) =>
    hrefOfTarget({ product: entry.product, kind: entry.kind, name: entry.name }) ?? '#';
  return {
    renderMarkdown: createApiMarkdownRenderer({
      hasPage,
      apiHref: (name) => {
        const entry = byName.get(name);
        return entry ? hrefOf(entry) : null;
      },
    }),
    resolveLink: hrefOfTarget,
    hrefOf,
    prefixAnchors,
    demosOf: (entry) => {
      const listing = guidePages()
        .filter((page) => page.components.includes(entry.name) || page.hooks.includes(entry.name))
        .map((page) => page.pathname);
      // Titled by the page itself (`Data Grid`), not its nav entry (`Overview`).
      return [...new Set([...entry.demos.filter(hasPage), ...listing])].map((pathname) => ({
        title: contentTitle(pathname),
        href: pageKeyToUrl(pathname),
      }));
    },
  };
}
