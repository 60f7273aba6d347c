import { describe, expect, it } from 'vitest';
import { flattenTree } from '../../docs/nav/buildPageTree';
import { coreEntryLocation } from '../../docs/nav/coreTrees/buildCoreTree';
import { CORE_TREE_LAYOUTS } from '../../docs/nav/coreTrees/coreTreeLayouts';
import { listApiPageKeys } from '../api/apiPageKeys';
import { hasContentPage } from '../content/contentFiles';
import { siteTrees } from './siteTrees';

describe("the core families' built trees", () => {
  const apiPages = new Set(listApiPageKeys());
  const served = (pageKey: string) => hasContentPage(pageKey) || apiPages.has(pageKey);

  it.each(CORE_TREE_LAYOUTS)(
    "$name holds every listed page this build serves, in the list's order, with its title",
    (layout) => {
      const added = new Set(layout.additions.map((entry) => entry.pathname));
      const expected = layout.entries
        .filter((entry) => !entry.pathname.includes('#'))
        .map((entry) => ({
          pathname: coreEntryLocation(entry.pathname).pageKey,
          title: entry.title,
        }))
        .filter((entry) => served(entry.pathname));
      const built = flattenTree(siteTrees().trees[layout.id])
        .filter((leaf) => !added.has(leaf.pathname))
        .map((leaf) => ({ pathname: leaf.pathname, title: leaf.title }));
      expect(built).toEqual(expected);
    },
  );

  it('shows a section link only when the page it points into is served', () => {
    const baseUi = siteTrees().trees['base-ui'];
    const links: { pathname: string; hash?: string }[] = [];
    const visit = (pages: typeof baseUi.pages) => {
      for (const page of pages) {
        if (page.hash) links.push(page);
        visit(page.children ?? []);
      }
    };
    visit(baseUi.pages);
    for (const link of links) {
      expect(apiPages.has(link.pathname), `${link.pathname}#${link.hash}`).toBe(true);
    }
  });
});
