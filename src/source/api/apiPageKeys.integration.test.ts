import { describe, expect, it } from 'vitest';
import { findUnknownApiNames, listApiPageKeys } from './apiPageKeys';

describe('API page keys from the generated reference', () => {
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

  it('finds every name the guides list, and names an unknown one', () => {
    expect(findUnknownApiNames()).toEqual([]);
    expect(
      findUnknownApiNames([
        {
          pathname: '/x/react-data-grid',
          title: 'Data Grid',
          product: null,
          pageProduct: null,
          components: ['DataGrid', 'Datagrid'],
          hooks: [],
        },
      ]),
    ).toEqual([
      'content/x/react-data-grid.md lists "Datagrid" in its front matter, but no API page documents it: fix the name (API names are case-sensitive).',
    ]);
  });

  it('checks a core family page against its own family’s API (Material UI pages may list components)', () => {
    expect(
      findUnknownApiNames([
        {
          pathname: '/material-ui/react-button',
          title: 'Button',
          product: null,
          pageProduct: 'material-ui',
          components: ['Button', 'LoadingButton', 'DataGrid'],
          hooks: [],
        },
      ]),
    ).toEqual([
      'content/material-ui/react-button.md lists "DataGrid" in its front matter, but no API page documents it: fix the name (API names are case-sensitive).',
    ]);
  });
});
