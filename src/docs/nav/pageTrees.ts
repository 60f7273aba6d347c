import { buildPageTrees } from './buildPageTree';
import { baseUiTree, joyUiTree, materialUiTree, systemTree } from './trees/core';
import { xTree } from './trees/x';
import type { TreeId } from './types';

/** All navigation trees of the site, built (and checked for duplicates) once at module load. */
export const pageTrees = buildPageTrees([xTree, materialUiTree, joyUiTree, baseUiTree, systemTree]);

/** The tree a page key belongs to, from its first segment. */
export function treeIdOfPathname(pageKey: string): TreeId | null {
  const first = pageKey.split('/')[1];
  if (first === 'x') {
    return 'x';
  }
  if (first === 'material-ui' || first === 'joy-ui' || first === 'base-ui' || first === 'system') {
    return first;
  }
  return null;
}
