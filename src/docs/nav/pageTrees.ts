import { familyOfPathname } from '../../products';
import { buildPageTrees, type BuiltTrees } from './buildPageTree';
import { buildCoreTree, type PageExists } from './coreTrees/buildCoreTree';
import { CORE_TREE_LAYOUTS } from './coreTrees/coreTreeLayouts';
import { xTree } from './trees/x';
import type { TreeId } from './types';

/**
 * All navigation trees of the site: MUI X's as written, and each core family's from its page
 * list, holding only the pages `exists` accepts. The source layer builds them once per build
 * with what content/ and the generated API reference hold (src/source/page/siteTrees.ts).
 */
export function buildSiteTrees(exists: PageExists): BuiltTrees {
  return buildPageTrees([
    xTree,
    ...CORE_TREE_LAYOUTS.map((layout) => buildCoreTree(layout, exists)),
  ]);
}

let listed: BuiltTrees | null = null;

/**
 * Every page the navigation lists, whether or not this build serves it, for code that cannot
 * read the build's pages (request-time validation). Pages and views use the source layer's trees.
 */
export function listedPageTrees(): BuiltTrees {
  listed ??= buildSiteTrees(() => true);
  return listed;
}

/** The tree a page key belongs to: its product family's. */
export function treeIdOfPageKey(pageKey: string): TreeId | null {
  return familyOfPathname(pageKey)?.id ?? null;
}
