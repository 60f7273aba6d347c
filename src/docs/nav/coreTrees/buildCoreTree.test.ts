import { describe, expect, it } from 'vitest';
import { flattenTree } from '../buildPageTree';
import type { NavPage } from '../types';
import { buildCoreTree, coreEntryLocation, withAdditions } from './buildCoreTree';
import type { CoreTreeLayout } from './coreTreeLayouts';

const layout: CoreTreeLayout = {
  id: 'base-ui',
  name: 'Fixture UI',
  entries: [
    { pathname: '/base-ui/getting-started', title: 'Overview', section: 'Getting started' },
    { pathname: '/base-ui/getting-started/usage', title: 'Usage', section: 'Getting started' },
    { pathname: '/base-ui/all-components', title: 'All components', section: 'Components' },
    { pathname: '/base-ui/react-button', title: 'Button', section: 'Inputs' },
    { pathname: '/base-ui/react-input', title: 'Input', section: 'Inputs', unstable: true },
    { pathname: '/base-ui/react-badge', title: 'Badge', section: 'Data display' },
    { pathname: '/base-ui/react-menu', title: 'Menu', section: 'Navigation', planned: true },
    { pathname: '/base-ui/api/button', title: 'Button', section: 'APIs' },
    { pathname: '/base-ui/react-badge/components-api/#badge', title: 'Badge', section: 'APIs' },
    { pathname: '/base-ui/styles/basics', title: 'Basics', section: 'Styles', legacy: true },
  ],
  groups: [
    { title: 'Getting started', sections: ['Getting started'] },
    { title: 'Components', sections: ['Components', 'Inputs', 'Data display', 'Navigation'] },
    { title: 'APIs', sections: ['APIs'] },
    { title: 'Styles', sections: ['Styles'] },
  ],
  additions: [
    {
      pathname: '/base-ui/getting-started/builder',
      title: 'Builder',
      section: 'Getting started',
      newFeature: true,
      after: '/base-ui/getting-started',
    },
    { pathname: '/base-ui/react-rating', title: 'Rating', section: 'Inputs' },
  ],
};

const everything = () => true;

function titles(pages: readonly NavPage[]): unknown[] {
  return pages.map((page) =>
    page.children ? { [page.subheader ?? '']: titles(page.children) } : page.title,
  );
}

describe('coreEntryLocation', () => {
  it('maps API pages to /api-docs/ page keys and section links to their page and anchor', () => {
    expect(coreEntryLocation('/material-ui/api/button')).toEqual({
      pageKey: '/material-ui/api-docs/button',
    });
    expect(coreEntryLocation('/base-ui/react-menu/components-api/#menu-item')).toEqual({
      pageKey: '/base-ui/react-menu/components-api',
      hash: 'menu-item',
    });
    // A guide page named `api` under another folder is not an API page.
    expect(coreEntryLocation('/system/styles/api')).toEqual({ pageKey: '/system/styles/api' });
  });
});

describe('withAdditions', () => {
  it('puts an addition after its named entry, or at the end of its section', () => {
    expect(withAdditions(layout.entries, layout.additions).map((entry) => entry.pathname)).toEqual([
      '/base-ui/getting-started',
      '/base-ui/getting-started/builder',
      '/base-ui/getting-started/usage',
      '/base-ui/all-components',
      '/base-ui/react-button',
      '/base-ui/react-input',
      '/base-ui/react-rating',
      '/base-ui/react-badge',
      '/base-ui/react-menu',
      '/base-ui/api/button',
      '/base-ui/react-badge/components-api/#badge',
      '/base-ui/styles/basics',
    ]);
  });

  it('names the missing entry an addition should follow', () => {
    expect(() =>
      withAdditions(layout.entries, [
        { pathname: '/base-ui/x', title: 'X', section: 'Inputs', after: '/base-ui/nowhere' },
      ]),
    ).toThrow(/placed after \/base-ui\/nowhere/);
  });
});

describe('buildCoreTree', () => {
  it('groups every page by the layout, sections in order, the group-named section first-level', () => {
    const tree = buildCoreTree(layout, everything);
    expect(tree.id).toBe('base-ui');
    expect(titles(tree.pages)).toEqual([
      { 'Getting started': ['Overview', 'Builder', 'Usage'] },
      {
        Components: [
          'All components',
          { Inputs: ['Button', 'Input', 'Rating'] },
          { 'Data display': ['Badge'] },
          { Navigation: ['Menu'] },
        ],
      },
      { APIs: ['Button', 'Badge'] },
      { Styles: ['Basics'] },
    ]);
  });

  it('keeps the flags and gives section links their anchor', () => {
    const [, components, apis, styles] = buildCoreTree(layout, everything).pages;
    const inputs = components.children?.[1].children ?? [];
    expect(inputs[1]).toEqual({ pathname: '/base-ui/react-input', title: 'Input', unstable: true });
    expect(components.children?.[3].children?.[0]).toMatchObject({ planned: true });
    expect(styles.children?.[0]).toMatchObject({ legacy: true });
    expect(apis.children).toEqual([
      { pathname: '/base-ui/api-docs/button', title: 'Button' },
      { pathname: '/base-ui/react-badge/components-api', hash: 'badge', title: 'Badge' },
    ]);
  });

  it('holds only pages that exist, and leaves out groups and subheaders left empty', () => {
    const existing = new Set([
      '/base-ui/getting-started',
      '/base-ui/react-button',
      '/base-ui/react-badge/components-api',
    ]);
    const tree = buildCoreTree(layout, (pageKey) => existing.has(pageKey));
    expect(titles(tree.pages)).toEqual([
      { 'Getting started': ['Overview'] },
      { Components: [{ Inputs: ['Button'] }] },
      { APIs: ['Badge'] },
    ]);
    // Section links are not pages: previous/next and the routes skip them.
    expect(flattenTree(tree).map((leaf) => leaf.pathname)).toEqual([
      '/base-ui/getting-started',
      '/base-ui/react-button',
    ]);
  });

  it('gives groups and subheaders pathnames of their own', () => {
    const [gettingStarted, components] = buildCoreTree(layout, everything).pages;
    expect(gettingStarted.pathname).toBe('/base-ui/getting-started-group');
    expect(components.children?.[1].pathname).toBe('/base-ui/components/inputs-group');
  });

  it('names a page whose section no group holds', () => {
    expect(() =>
      buildCoreTree(
        {
          ...layout,
          entries: [{ pathname: '/base-ui/react-lost', title: 'Lost', section: 'Elsewhere' }],
          additions: [],
        },
        everything,
      ),
    ).toThrow(/react-lost is in the nav section "Elsewhere"/);
  });
});
