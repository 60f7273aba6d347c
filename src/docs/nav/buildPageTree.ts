import type { NavLeaf, NavLink, NavPage, PageTree, TreeId } from './types';

/** Pathnames of group entries end with `-group`: they hold children and are never pages. */
export function isGroup(page: NavPage): boolean {
  return Boolean(page.children && page.children.length > 0);
}

export function entryTitle(page: NavPage): string {
  return page.title ?? page.subheader ?? page.pathname;
}

/**
 * Walks a tree depth-first and returns its readable pages in nav order.
 * Throws when two entries (pages or groups) share a pathname.
 */
export function flattenTree(tree: PageTree): NavLeaf[] {
  const seen = new Set<string>();
  const leaves: NavLeaf[] = [];
  const visit = (entries: readonly NavPage[], groups: string[]) => {
    for (const entry of entries) {
      const key = entry.hash ? `${entry.pathname}#${entry.hash}` : entry.pathname;
      if (seen.has(key)) {
        throw new Error(
          `Duplicate page pathname "${key}" in the ${tree.name} tree: every entry needs its own pathname; rename or remove one of them.`,
        );
      }
      seen.add(key);
      if (entry.hash) {
        // A link to a section of another page: not a page of its own.
        continue;
      }
      if (isGroup(entry)) {
        visit(entry.children ?? [], [...groups, entryTitle(entry)]);
      } else {
        leaves.push({
          pathname: entry.pathname,
          title: entryTitle(entry),
          plan: entry.plan,
          planned: Boolean(entry.planned),
          newFeature: Boolean(entry.newFeature),
          ...(entry.unstable ? { unstable: true } : {}),
          ...(entry.legacy ? { legacy: true } : {}),
          ...(entry.beta ? { beta: true } : {}),
          groups,
        });
      }
    }
  };
  visit(tree.pages, []);
  return leaves;
}

export interface BuiltTrees {
  trees: Record<TreeId, PageTree>;
  /** Every readable page of every tree, keyed by pathname (no trailing slash). */
  leaves: Map<string, NavLeaf & { treeId: TreeId }>;
  /** Readable pages of each tree in nav order, for previous/next links. */
  order: Record<TreeId, NavLeaf[]>;
}

/** Builds all trees at once; a pathname may appear in only one tree. */
export function buildPageTrees(trees: readonly PageTree[]): BuiltTrees {
  const leaves = new Map<string, NavLeaf & { treeId: TreeId }>();
  const order = {} as Record<TreeId, NavLeaf[]>;
  const byId = {} as Record<TreeId, PageTree>;
  for (const tree of trees) {
    byId[tree.id] = tree;
    order[tree.id] = flattenTree(tree);
    for (const leaf of order[tree.id]) {
      const other = leaves.get(leaf.pathname);
      if (other) {
        throw new Error(
          `Duplicate page pathname "${leaf.pathname}" in the ${tree.name} tree: it is already in the ${byId[other.treeId].name} tree.`,
        );
      }
      leaves.set(leaf.pathname, { ...leaf, treeId: tree.id });
    }
  }
  return { trees: byId, leaves, order };
}

export interface Neighbours {
  previous: NavLeaf | null;
  next: NavLeaf | null;
}

/** The readable pages before and after a page in its tree's nav order, skipping planned pages. */
export function findNeighbours(order: readonly NavLeaf[], pathname: string): Neighbours {
  const readable = order.filter((leaf) => !leaf.planned || leaf.pathname === pathname);
  const index = readable.findIndex((leaf) => leaf.pathname === pathname);
  if (index === -1) {
    return { previous: null, next: null };
  }
  return { previous: readable[index - 1] ?? null, next: readable[index + 1] ?? null };
}

/** The previous/next links of a page: its neighbours in its tree's nav order. */
export function neighbourLinks(
  order: readonly NavLeaf[],
  pathname: string,
): { previous: NavLink | null; next: NavLink | null } {
  const { previous, next } = findNeighbours(order, pathname);
  const link = (leaf: NavLeaf | null): NavLink | null =>
    leaf ? { pathname: leaf.pathname, title: leaf.title } : null;
  return { previous: link(previous), next: link(next) };
}

/** The pathnames of the groups that contain a page, outermost first (to open them in the drawer). */
export function findAncestors(entries: readonly NavPage[], pathname: string): string[] | null {
  for (const entry of entries) {
    if (entry.pathname === pathname && !entry.hash) {
      return [];
    }
    if (entry.children) {
      const below = findAncestors(entry.children, pathname);
      if (below) {
        return [entry.pathname, ...below];
      }
    }
  }
  return null;
}
