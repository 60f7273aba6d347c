import { describe, expect, it } from 'vitest';
import {
  decodeSearchIndex,
  encodeSearchIndex,
  joinShards,
  type SearchDocument,
} from './searchDocument';
import { createSearchEngine, titleAliases } from './searchEngine';
import { searchDocumentOf } from './searchDocumentOf';

const doc = searchDocumentOf;

const DOCUMENTS = [
  doc(0, { title: 'Data Grid', page: 'Data Grid', product: 'x-data-grid' }),
  doc(1, {
    kind: 'prop',
    title: 'checkboxSelection',
    page: 'DataGrid API',
    product: 'x-data-grid',
    url: '/a/#props-checkboxSelection',
  }),
  doc(2, {
    title: 'Column visibility',
    page: 'Column visibility',
    product: 'x-data-grid',
    plan: 'pro',
  }),
  doc(3, { title: 'Legend', page: 'Legend', product: 'x-charts' }),
  doc(4, { title: 'Legend', page: 'Legend', product: 'material-ui' }),
];

describe('titleAliases', () => {
  it('splits camelCase and joins neighbouring words', () => {
    expect(titleAliases('checkboxSelection')).toBe('checkbox selection checkboxselection');
    expect(titleAliases('Data Grid')).toBe('data grid datagrid');
    expect(titleAliases('DataGridPro')).toBe('data grid pro datagrid gridpro');
  });
});

describe('createSearchEngine', () => {
  const engine = createSearchEngine(DOCUMENTS);
  const titles = (query: string, productId: SearchDocument['product'] = null) =>
    engine.search(query, { productId }).map(({ document }) => document.id);

  it('finds joined, split, misspelt and partial words', () => {
    expect(titles('datagrid')[0]).toBe(0);
    expect(titles('checkbox selection')[0]).toBe(1);
    expect(titles('colum visibility')[0]).toBe(2);
    expect(titles('visib')[0]).toBe(2);
  });

  it('ranks the current product first', () => {
    expect(titles('legend', 'x-charts')).toEqual([3, 4]);
    expect(titles('legend', 'material-ui')).toEqual([4, 3]);
  });

  it('falls back to any term when no result has all of them, and finds nothing for nothing', () => {
    expect(titles('legend zzzzqqq')).toContain(3);
    expect(titles('   ')).toEqual([]);
  });
});

describe('ranking rules', () => {
  const documents = [
    doc(0, {
      kind: 'api',
      title: 'DataGrid',
      page: 'DataGrid API',
      url: '/x/api/dg/',
      product: 'x-data-grid',
    }),
    doc(1, {
      kind: 'prop',
      title: 'rows',
      page: 'DataGrid API',
      url: '/x/api/dg/#props-rows',
      product: 'x-data-grid',
      text: 'Set of rows.',
    }),
    doc(2, {
      kind: 'section',
      title: 'Rows prop of the data grid',
      page: 'Row definition',
      url: '/x/rows/#rows-prop',
      product: 'x-data-grid',
      text: 'Pass the rows prop to the DataGrid.',
    }),
    doc(3, {
      title: 'Data Grid - Export',
      url: '/x/export/',
      product: 'x-data-grid',
      text: 'Export to CSV or print.',
    }),
    doc(4, {
      kind: 'demo',
      title: 'Csv preview grid',
      page: 'Data Grid - Export',
      url: '/x/export/#CsvPreviewGrid',
      product: 'x-data-grid',
    }),
    doc(5, {
      title: 'Button',
      url: '/base-ui/react-button/',
      product: 'base-ui',
      text: 'A button, a button and a button.',
    }),
    doc(6, {
      kind: 'api',
      title: 'Button',
      page: 'Button API',
      url: '/joy-ui/api/button/',
      product: 'joy-ui',
    }),
    doc(7, {
      kind: 'api',
      title: 'Button',
      page: 'Button API',
      url: '/material-ui/api/button/',
      product: 'material-ui',
    }),
    doc(8, {
      kind: 'section',
      title: 'Custom button',
      page: 'Pickers',
      url: '/x/pickers/#custom-button',
      product: 'x-date-pickers',
    }),
  ];
  const engine = createSearchEngine(documents);
  const urls = (query: string, productId: SearchDocument['product'] = null) =>
    engine.search(query, { productId }).map(({ document }) => document.url);

  it('finds a row an entry shares with another, on its own page', () => {
    const shared = createSearchEngine([
      ...documents,
      doc(9, {
        kind: 'api',
        title: 'Fab',
        page: 'Fab API',
        url: '/m/fab/',
        sharedRows: ['props-rows'],
      }),
    ]);
    expect(shared.search('Fab rows')[0].document).toMatchObject({
      id: 10,
      url: '/m/fab/#props-rows',
    });
  });

  it('puts a row named with its API entry first', () => {
    expect(urls('DataGrid rows prop')[0]).toBe('/x/api/dg/#props-rows');
    expect(urls('data grid rows')[0]).toBe('/x/api/dg/#props-rows');
  });

  it('puts a guide page above its demos', () => {
    expect(urls('csv').slice(0, 2)).toEqual(['/x/export/', '/x/export/#CsvPreviewGrid']);
  });

  it('lists same-named entries of several families with Material UI first, the current one before it', () => {
    expect(urls('Button').slice(0, 3)).toEqual([
      '/material-ui/api/button/',
      '/base-ui/react-button/',
      '/joy-ui/api/button/',
    ]);
    expect(urls('button', 'joy-ui')[0]).toBe('/joy-ui/api/button/');
  });

  it("narrows by a family's name", () => {
    expect(urls('joy button')[0]).toBe('/joy-ui/api/button/');
    expect(urls('base ui button')[0]).toBe('/base-ui/react-button/');
  });
});

describe('the shipped index', () => {
  it('decodes to the documents it encodes', () => {
    expect(decodeSearchIndex(encodeSearchIndex(DOCUMENTS))).toEqual(DOCUMENTS);
    expect(JSON.parse(JSON.stringify(encodeSearchIndex(DOCUMENTS)))).toEqual(
      encodeSearchIndex(DOCUMENTS),
    );
  });

  it("keeps an API entry's shared rows, and only where there are some", () => {
    const entry = doc(9, {
      kind: 'api',
      title: 'Fab',
      page: 'Fab API',
      sharedRows: ['props-size', 'props-color'],
    });
    const encoded = encodeSearchIndex([DOCUMENTS[0], entry]);
    expect(encoded.documents[0]).toHaveLength(7);
    expect(encoded.documents[1][7]).toBe('props-size props-color');
    expect(decodeSearchIndex(encoded, 8)[1]).toEqual(entry);
  });

  it('numbers the documents of several shards in order', () => {
    const shards = [
      encodeSearchIndex(DOCUMENTS.slice(0, 2)),
      encodeSearchIndex(DOCUMENTS.slice(2)),
    ];
    expect(shards[1].documents).toHaveLength(3);
    expect(joinShards(shards)).toEqual(DOCUMENTS);
  });

  it('writes a heading, a demo or a row after its entry with only what differs from it', () => {
    const page = doc(0, {
      title: 'Sorting',
      page: 'Sorting',
      url: '/x/react-data-grid/sorting/',
      product: 'x-data-grid',
      plan: 'pro',
      text: 'Sort rows.',
    });
    const section = doc(1, {
      kind: 'section',
      title: 'Custom comparator',
      page: 'Sorting',
      url: '/x/react-data-grid/sorting/#custom-comparator',
      product: 'x-data-grid',
      plan: 'pro',
      text: 'comparator',
    });
    const renamed = { ...section, id: 2, url: '/x/react-data-grid/sorting/#custom-comparator-2' };
    const demo = doc(3, {
      kind: 'demo',
      title: 'Basic sorting grid',
      page: 'Sorting',
      url: '/x/react-data-grid/sorting/#BasicSortingGrid',
      product: 'x-data-grid',
      plan: 'pro',
    });
    // Another product than its page's: written out in full.
    const stranger = { ...section, id: 4, product: 'x-charts' as const };
    const tab = doc(5, {
      kind: 'api',
      title: 'Button',
      page: 'Button API',
      url: '/base-ui/react-button/components-api/#button',
    });
    const prop = doc(6, {
      kind: 'prop',
      title: 'disabled',
      page: 'Button API',
      url: '/base-ui/react-button/components-api/#button-props-disabled',
    });
    const documents = [page, section, renamed, demo, stranger, tab, prop];
    const encoded = encodeSearchIndex(documents);
    expect(encoded.documents.slice(1, 4)).toEqual([
      [1, 'Custom comparator', '', 'comparator'],
      [1, 'Custom comparator', 'custom-comparator-2', 'comparator'],
      [2, 'Basic sorting grid', 'BasicSortingGrid', ''],
    ]);
    expect(encoded.documents[4]).toHaveLength(7);
    expect(encoded.documents[6]).toEqual([4, 'disabled', 'props-disabled', '']);
    expect(decodeSearchIndex(encoded)).toEqual(documents);
  });

  it('refuses an index of another version with an actionable message', () => {
    expect(() => decodeSearchIndex({ version: 1 as 2, documents: [] })).toThrow(/reload/);
  });
});
