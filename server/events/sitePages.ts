import { listedPageTrees } from '../../src/docs/nav/pageTrees';
import { canonicalUrl, pathnameToPageKey } from '../../src/docs/routing/pageKey';

/**
 * Page keys of the pages outside the navigation trees: the home and versions
 * pages (src/source/page/standalonePages.ts) and the pages with a route of their
 * own (src/pages/).
 */
const PAGES_OUTSIDE_TREES = new Set(['/', '/versions', '/feedback', '/analytics', '/playground']);

/**
 * Whether a path is the address of a page of this site in one of its languages
 * (`/x/react-charts/bars/`, `/zh/x/introduction/`): a readable page of the
 * navigation trees or one of the pages outside them, in its canonical form
 * (ending with a slash). Analytics counts only these.
 */
export function isSitePage(pathname: string): boolean {
  if (pathname !== canonicalUrl(pathname)) {
    return false;
  }
  const key = pathnameToPageKey(pathname);
  const leaf = listedPageTrees().leaves.get(key);
  return PAGES_OUTSIDE_TREES.has(key) || Boolean(leaf && !leaf.planned);
}
