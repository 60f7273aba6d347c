import { describe, expect, it } from 'vitest';
import { flattenTree } from '../buildPageTree';
import { buildCoreTree, coreEntryLocation } from './buildCoreTree';
import { CORE_TREE_LAYOUTS } from './coreTreeLayouts';

describe('the core families layouts', () => {
  it.each(CORE_TREE_LAYOUTS)(
    '$name places every section of its page list in one group',
    (layout) => {
      const sections = layout.groups.flatMap((group) => group.sections);
      expect(new Set(sections).size).toBe(sections.length);
      for (const entry of [...layout.entries, ...layout.additions]) {
        expect(sections, `${entry.pathname} (${entry.section})`).toContain(entry.section);
      }
    },
  );

  it.each(CORE_TREE_LAYOUTS)(
    '$name lists every page once, in list order within each section',
    (layout) => {
      const tree = buildCoreTree(layout, () => true);
      const listed = [...layout.entries, ...layout.additions].filter(
        (entry) => !entry.pathname.includes('#'),
      );
      const leaves = flattenTree(tree);
      expect(leaves).toHaveLength(listed.length);
      for (const section of new Set(layout.entries.map((entry) => entry.section))) {
        const inList = layout.entries
          .filter((entry) => entry.section === section && !entry.pathname.includes('#'))
          .map((entry) => coreEntryLocation(entry.pathname).pageKey);
        const inTree = leaves
          .map((leaf) => leaf.pathname)
          .filter((pathname) => inList.includes(pathname));
        expect(inTree, section).toEqual(inList);
      }
    },
  );

  it("keeps the pages this site adds in Material UI's Customization group", () => {
    const materialUi = CORE_TREE_LAYOUTS.find((layout) => layout.id === 'material-ui');
    const leaves = flattenTree(buildCoreTree(materialUi!, () => true));
    for (const slug of ['x-data-grid', 'x-date-pickers', 'x-charts', 'theme-builder']) {
      const leaf = leaves.find((other) => other.pathname === `/material-ui/customization/${slug}`);
      expect(leaf?.groups[0], slug).toBe('Customization');
    }
  });
});
