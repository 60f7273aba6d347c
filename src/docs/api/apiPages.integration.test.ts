import { describe, expect, it } from 'vitest';
import {
  apiTabsOf,
  findUnknownApiNames,
  listApiPageKeys,
  loadApiTab,
  loadXApiPage,
} from './apiPages';

describe('API pages from the generated reference', () => {
  it('lists each X product index, every entry, and the Base UI guide tabs', () => {
    const keys = listApiPageKeys();
    expect(keys).toEqual(
      expect.arrayContaining([
        '/x/api-docs/data-grid',
        '/x/api-docs/data-grid/data-grid-premium',
        '/x/api-docs/data-grid/grid-col-def',
        '/x/api-docs/date-pickers/date-range-picker',
        '/x/api-docs/charts/bar-chart',
        '/x/api-docs/tree-view/tree-item',
        '/base-ui/react-button/components-api',
        '/base-ui/react-button/hooks-api',
      ]),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('builds a component page with its plan, title and table of contents', () => {
    const page = loadXApiPage('/x/api-docs/data-grid/data-grid-pro', 'en');
    expect(page?.title).toBe('DataGridPro API');
    expect(page?.plan).toBe('pro');
    expect(page?.toc.map((entry) => entry.id)).toEqual([
      'import',
      'demos',
      'props',
      'slots',
      'classes',
    ]);
    expect(loadXApiPage('/x/api-docs/data-grid/grid-api', 'zh')?.title).toBe('GridApi 接口');
  });

  it('has no page for an unknown slug', () => {
    expect(loadXApiPage('/x/api-docs/data-grid/no-such-thing', 'en')).toBeNull();
    expect(loadXApiPage('/x/react-data-grid', 'en')).toBeNull();
  });

  it('gives the Button guide both tabs, and only guides with components or hooks get any', () => {
    expect(apiTabsOf('/base-ui/react-button')).toEqual(['components-api', 'hooks-api']);
    expect(apiTabsOf('/base-ui/getting-started')).toEqual([]);
    // X guides list components for their demos, but their APIs have pages of their own.
    expect(apiTabsOf('/x/react-data-grid')).toEqual([]);
    const hooks = loadApiTab('/base-ui/react-button/hooks-api', 'en');
    expect(hooks?.entries.map((entry) => entry.name)).toEqual(['useButton']);
    expect(hooks?.entries[0].sections.map((section) => section.id)).toEqual([
      'use-button-parameters',
      'use-button-return-value',
    ]);
    expect(loadApiTab('/base-ui/getting-started/hooks-api', 'en')).toBeNull();
  });

  it('finds every name the guides list, and names an unknown one', () => {
    expect(findUnknownApiNames()).toEqual([]);
    expect(
      findUnknownApiNames([
        {
          pathname: '/x/react-data-grid',
          title: 'Data Grid',
          product: null,
          components: ['DataGrid', 'Datagrid'],
          hooks: [],
        },
      ]),
    ).toEqual([
      'content/x/react-data-grid.md lists "Datagrid" in its front matter, but no API page documents it: fix the name (API names are case-sensitive).',
    ]);
  });
});
