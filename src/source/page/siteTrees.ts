import type { BuiltTrees } from '../../docs/nav/buildPageTree';
import { buildSiteTrees } from '../../docs/nav/pageTrees';
import { listApiPageKeys } from '../api/apiPageKeys';
import { listContentPathnames } from '../content/contentFiles';
import { STANDALONE_PAGES } from './standalonePages';

let built: BuiltTrees | null = null;

/**
 * The site's navigation trees as this build serves them: a core family's tree holds a page
 * when its content file exists, its API page was generated, or a route of its own renders it.
 * Built once, on first use.
 */
export function siteTrees(): BuiltTrees {
  if (!built) {
    const pages = new Set([
      ...listContentPathnames(),
      ...listApiPageKeys(),
      ...Object.keys(STANDALONE_PAGES),
    ]);
    built = buildSiteTrees((pageKey) => pages.has(pageKey));
  }
  return built;
}
