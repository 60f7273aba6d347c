import { describe, expect, it } from 'vitest';
import { buildPageTrees, findAncestors, findNeighbours, flattenTree } from './buildPageTree';
import type { PageTree } from './types';

const fixture: PageTree = {
  id: 'x',
  name: 'Fixture',
  pages: [
    { pathname: '/x/whats-new', title: "What's new" },
    {
      pathname: '/x/grid-group',
      subheader: 'Grid',
      children: [
        { pathname: '/x/grid', title: 'Overview' },
        { pathname: '/x/grid/editing', title: 'Editing', newFeature: true },
        { pathname: '/x/grid/pivoting', title: 'Pivoting', plan: 'premium', planned: true },
        {
          pathname: '/x/grid/filtering-group',
          subheader: 'Filtering',
          children: [{ pathname: '/x/grid/filtering', title: 'Filtering', plan: 'pro' }],
        },
      ],
    },
  ],
};

describe('flattenTree', () => {
  it('lists readable pages in nav order with their groups', () => {
    const leaves = flattenTree(fixture);
    expect(leaves.map((leaf) => leaf.pathname)).toEqual([
      '/x/whats-new',
      '/x/grid',
      '/x/grid/editing',
      '/x/grid/pivoting',
      '/x/grid/filtering',
    ]);
    expect(leaves[4]).toEqual({
      pathname: '/x/grid/filtering',
      title: 'Filtering',
      plan: 'pro',
      planned: false,
      newFeature: false,
      groups: ['Grid', 'Filtering'],
    });
    expect(leaves[2].newFeature).toBe(true);
    expect(leaves[3].planned).toBe(true);
  });

  it('throws an error naming a duplicate pathname and the tree', () => {
    const duplicate: PageTree = {
      ...fixture,
      pages: [...fixture.pages, { pathname: '/x/grid/editing', title: 'Again' }],
    };
    expect(() => flattenTree(duplicate)).toThrow(
      /Duplicate page pathname "\/x\/grid\/editing" in the Fixture tree/,
    );
  });

  it('counts a group pathname colliding with a page as a duplicate', () => {
    const duplicate: PageTree = {
      ...fixture,
      pages: [...fixture.pages, { pathname: '/x/grid-group', title: 'Clash' }],
    };
    expect(() => flattenTree(duplicate)).toThrow(/"\/x\/grid-group"/);
  });
});

describe('buildPageTrees', () => {
  it('rejects a pathname present in two trees', () => {
    const other: PageTree = {
      id: 'system',
      name: 'Other',
      pages: [{ pathname: '/x/grid', title: 'Stolen' }],
    };
    expect(() => buildPageTrees([fixture, other])).toThrow(/already in the Fixture tree/);
  });
});

describe('findNeighbours', () => {
  const order = flattenTree(fixture);
  it('links previous and next pages, skipping planned pages', () => {
    const { previous, next } = findNeighbours(order, '/x/grid/editing');
    expect(previous?.pathname).toBe('/x/grid');
    expect(next?.pathname).toBe('/x/grid/filtering');
  });
  it('has no previous on the first page and no next on the last', () => {
    expect(findNeighbours(order, '/x/whats-new').previous).toBeNull();
    expect(findNeighbours(order, '/x/grid/filtering').next).toBeNull();
  });
});

describe('findAncestors', () => {
  it('returns the groups that contain a page, outermost first', () => {
    expect(findAncestors(fixture.pages, '/x/grid/filtering')).toEqual([
      '/x/grid-group',
      '/x/grid/filtering-group',
    ]);
    expect(findAncestors(fixture.pages, '/x/whats-new')).toEqual([]);
    expect(findAncestors(fixture.pages, '/nowhere')).toBeNull();
  });
});
