import { describe, expect, it } from 'vitest';
import { ApiRowLookup } from './apiRowLookup';
import type { SearchDocument } from './searchDocument';

function doc(id: number, kind: SearchDocument['kind'], title: string, url: string): SearchDocument {
  return { id, kind, title, page: '', url, product: null, plan: null, text: '' };
}

const DOCUMENTS: SearchDocument[] = [
  doc(0, 'api', 'DataGrid', '/x/api/data-grid/data-grid/'),
  doc(1, 'prop', 'rows', '/x/api/data-grid/data-grid/#props-rows'),
  doc(2, 'slot', 'toolbar', '/x/api/data-grid/data-grid/#slots-toolbar'),
  doc(3, 'prop', 'toolbar', '/x/api/data-grid/data-grid/#props-toolbar'),
  doc(4, 'api', 'Autocomplete', '/material-ui/api/autocomplete/'),
  doc(5, 'prop', 'freeSolo', '/material-ui/api/autocomplete/#props-freeSolo'),
  doc(6, 'class', 'Mui-focused', '/material-ui/api/autocomplete/#classes-focused'),
  doc(7, 'api', 'Button', '/base-ui/react-button/components-api/#button'),
  doc(8, 'prop', 'disabled', '/base-ui/react-button/components-api/#button-props-disabled'),
  doc(9, 'api', 'Button', '/material-ui/api/button/'),
  doc(10, 'prop', 'disabled', '/material-ui/api/button/#props-disabled'),
  doc(11, 'section', 'rows', '/x/react-data-grid/#rows'),
  {
    ...doc(12, 'api', 'IconButton', '/material-ui/api/icon-button/'),
    page: 'IconButton API',
    product: 'material-ui',
    sharedRows: ['props-size', 'classes-root', 'unknown-x'],
  },
];

describe('ApiRowLookup', () => {
  const lookup = new ApiRowLookup(DOCUMENTS);
  const find = (query: string) => lookup.find(query.split(' '));

  it('finds a row named with its entry, in any order and spelling', () => {
    expect(find('DataGrid rows')).toEqual([1]);
    expect(find('rows datagrid')).toEqual([1]);
    expect(find('data grid rows')).toEqual([1]);
    expect(find('Autocomplete free solo')).toEqual([5]);
  });

  it('keeps the kind a kind word names, and finds a class by its key', () => {
    expect(find('DataGrid toolbar')).toEqual([2, 3]);
    expect(find('DataGrid toolbar slot')).toEqual([2]);
    expect(find('DataGrid rows prop')).toEqual([1]);
    expect(find('Autocomplete focused class')).toEqual([6]);
  });

  it('finds the row in every family that has the entry, tabs included', () => {
    expect(find('Button disabled')).toEqual([8, 10]);
  });

  it("finds the rows an entry shares with another on the entry's own page", () => {
    expect(lookup.sharedRows).toEqual([
      {
        id: 13,
        kind: 'prop',
        title: 'size',
        page: 'IconButton API',
        url: '/material-ui/api/icon-button/#props-size',
        product: 'material-ui',
        plan: null,
        text: '',
      },
      expect.objectContaining({ id: 14, kind: 'class', title: 'root' }),
    ]);
    expect(find('IconButton size')).toEqual([13]);
    expect(find('IconButton root class')).toEqual([14]);
  });

  it('finds nothing for an entry alone, a partial row name or an unknown entry', () => {
    expect(find('DataGrid')).toEqual([]);
    expect(find('DataGrid props')).toEqual([]);
    expect(find('DataGrid row')).toEqual([]);
    expect(find('Grid rows')).toEqual([]);
  });
});
