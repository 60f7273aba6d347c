import { describe, expect, it } from 'vitest';
import { buildPageTrees } from './buildPageTree';
import { findTreeContentMismatches } from './validateTree';

const built = buildPageTrees([
  {
    id: 'x',
    name: 'Fixture',
    pages: [
      { pathname: '/x/a', title: 'A' },
      { pathname: '/x/b', title: 'B', planned: true },
    ],
  },
]);

describe('findTreeContentMismatches', () => {
  it('accepts a tree whose pages all have content', () => {
    expect(findTreeContentMismatches(built, ['/x/a'])).toEqual([]);
  });

  it('names a page without content', () => {
    expect(findTreeContentMismatches(built, [])).toEqual([
      'Page "/x/a" is in the Fixture tree but has no content file: add content/x/a.md or mark the entry planned.',
    ]);
  });

  it('names content without an entry, and accepts a planned page with or without content', () => {
    expect(findTreeContentMismatches(built, ['/x/a', '/x/c'])).toEqual([
      "Content file content/x/c.md has no entry in any navigation tree: add one to the X tree (src/docs/nav/trees/x/) or, for a core family, to its page list (src/docs/nav/coreNav/) or its layout's additions (src/docs/nav/coreTrees/coreTreeLayouts.ts).",
    ]);
    expect(findTreeContentMismatches(built, ['/x/a', '/x/b', '/x/c'])).toEqual([
      "Content file content/x/c.md has no entry in any navigation tree: add one to the X tree (src/docs/nav/trees/x/) or, for a core family, to its page list (src/docs/nav/coreNav/) or its layout's additions (src/docs/nav/coreTrees/coreTreeLayouts.ts).",
    ]);
  });

  it('accepts generated API pages without content and names a missing one', () => {
    const api = buildPageTrees([
      {
        id: 'x',
        name: 'Fixture',
        pages: [{ pathname: '/x/api-docs/charts/bar-chart', title: 'BarChart' }],
      },
    ]);
    expect(
      findTreeContentMismatches(api, [], new Set(), new Set(['/x/api-docs/charts/bar-chart'])),
    ).toEqual([]);
    expect(findTreeContentMismatches(api, [])).toEqual([
      'API page "/x/api-docs/charts/bar-chart" is in the Fixture tree but was not generated: run `npm run generate`, or remove the entry if the packages no longer export it.',
    ]);
  });
});
