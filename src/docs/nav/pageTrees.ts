import { familyOfPathname } from '../../products';
import { buildPageTrees } from './buildPageTree';
import { baseUiTree, joyUiTree, materialUiTree, systemTree } from './trees/core';
import { xTree } from './trees/x';
import type { TreeId } from './types';

/** All navigation trees of the site, built (and checked for duplicates) once at module load. */
export const pageTrees = buildPageTrees([xTree, materialUiTree, joyUiTree, baseUiTree, systemTree]);

/** The tree a page key belongs to: its product family's. */
export function treeIdOfPageKey(pageKey: string): TreeId | null {
  return familyOfPathname(pageKey)?.id ?? null;
}
