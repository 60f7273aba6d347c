import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../products';
import { listedPageTrees, treeIdOfPageKey } from './pageTrees';

describe('treeIdOfPageKey', () => {
  it("finds every page's own tree from its page key", () => {
    for (const [pathname, leaf] of listedPageTrees().leaves) {
      expect(treeIdOfPageKey(pathname), pathname).toBe(leaf.treeId);
    }
  });

  it('has a tree for every product family, and none for pages outside them', () => {
    for (const family of FAMILIES) {
      expect(listedPageTrees().trees[family.id]?.id).toBe(family.id);
    }
    expect(treeIdOfPageKey('/')).toBeNull();
    expect(treeIdOfPageKey('/versions')).toBeNull();
  });
});
