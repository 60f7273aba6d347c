import { neighbourLinks, type BuiltTrees } from '../../docs/nav/buildPageTree';
import { treeIdOfPageKey } from '../../docs/nav/pageTrees';
import type { NavLeaf, PageNav, TreeId } from '../../docs/nav/types';
import type { PlannedPageData } from '../../docs/page/pageData';

/**
 * What a page gets of the navigation, computed at build time: its family's tree (only that
 * one reaches the browser) and its previous/next links. Null outside the families.
 */
export function pageNavOf(trees: BuiltTrees, navPathname: string): PageNav | null {
  const treeId = treeIdOfPageKey(navPathname);
  if (!treeId) {
    return null;
  }
  return { tree: trees.trees[treeId], ...neighbourLinks(trees.order[treeId], navPathname) };
}

/** The short page of a planned entry without content: its group's planned pages and overview. */
export function plannedPageData(
  trees: BuiltTrees,
  leaf: NavLeaf & { treeId: TreeId },
  description: string,
): PlannedPageData {
  const group = leaf.groups.at(-1) ?? '';
  const inGroup = trees.order[leaf.treeId].filter((other) => other.groups.at(-1) === group);
  const overview = inGroup.find((other) => !other.planned);
  return {
    kind: 'planned',
    pathname: leaf.pathname,
    title: leaf.title,
    description,
    plan: leaf.plan ?? null,
    group,
    siblings: inGroup
      .filter((other) => other.planned)
      .map((other) => ({ pathname: other.pathname, title: other.title, plan: other.plan ?? null })),
    overview: overview ? { pathname: overview.pathname, title: overview.title } : null,
  };
}

/** Every page of every tree with its groups in its title, for the 404 page's suggestions. */
export function suggestablePages(trees: BuiltTrees): { pathname: string; title: string }[] {
  return [...trees.leaves.values()].map((leaf) => ({
    pathname: leaf.pathname,
    title: leaf.groups.length > 0 ? `${leaf.groups.join(' › ')} › ${leaf.title}` : leaf.title,
  }));
}
