import { describe, expect, it } from 'vitest';
import { boostExactNames, liftPagesAboveDemos, orderSameNamesByFamily } from './searchRanking';
import { searchDocumentOf } from './searchDocumentOf';

const doc = searchDocumentOf;

describe('boostExactNames', () => {
  const documents = [
    doc(0, { title: 'Data Grid - Sorting' }),
    doc(1, { title: 'React Date Picker component' }),
    doc(2, { kind: 'api', title: 'DatePicker' }),
    doc(3, { kind: 'section', title: 'Sorting' }),
    doc(4, { kind: 'prop', title: 'sortingMode' }),
  ];
  const hits = documents.map(({ id }) => ({ id, score: 10 }));
  const boosted = (queryName: string) =>
    boostExactNames(hits, documents, queryName).map(({ score }) => score);

  it('boosts a page by what it is about and an API entry by its name, not sections or rows', () => {
    expect(boosted('sorting')).toEqual([30, 10, 10, 10, 10]);
    expect(boosted('datepicker')).toEqual([10, 30, 30, 10, 10]);
    expect(boosted('sortingmode')).toEqual([10, 10, 10, 10, 10]);
  });
});

describe('liftPagesAboveDemos', () => {
  const documents = [
    doc(0, { title: 'Data Grid - Export', url: '/x/export/' }),
    doc(1, { kind: 'demo', title: 'Csv preview grid', url: '/x/export/#CsvPreviewGrid' }),
    doc(2, { kind: 'prop', title: 'csvOptions', url: '/x/api/toolbar/#props-csvOptions' }),
    doc(3, { kind: 'demo', title: 'Csv elsewhere', url: '/x/other/#CsvElsewhere' }),
  ];
  const pages = new Map([['/x/export/', 0]]);

  it('puts the page above its best demo, and adds it when only the demo matched', () => {
    const lifted = liftPagesAboveDemos(
      [
        { id: 1, score: 70 },
        { id: 2, score: 60 },
      ],
      documents,
      pages,
    );
    expect(lifted.map(({ id }) => id)).toEqual([0, 1, 2]);
  });

  it('leaves a page that already leads, and demos of pages it does not know', () => {
    const hits = [
      { id: 0, score: 90 },
      { id: 3, score: 80 },
      { id: 1, score: 70 },
    ];
    expect(liftPagesAboveDemos(hits, documents, pages)).toEqual(hits);
  });
});

describe('orderSameNamesByFamily', () => {
  const documents = [
    doc(0, { title: 'Button', product: 'base-ui' }),
    doc(1, { kind: 'section', title: 'Button props', product: 'x-date-pickers' }),
    doc(2, { kind: 'api', title: 'Button', product: 'joy-ui' }),
    doc(3, { kind: 'api', title: 'Button', product: 'material-ui' }),
  ];
  const hits = [
    { id: 0, score: 130 },
    { id: 1, score: 80 },
    { id: 2, score: 70 },
    { id: 3, score: 60 },
  ];

  it('fills the places of same-named pages with Material UI first, the others as they scored', () => {
    expect(orderSameNamesByFamily(hits, documents, 'button', null).map(({ id }) => id)).toEqual([
      3, 1, 0, 2,
    ]);
  });

  it("puts the reader's current product before Material UI", () => {
    expect(orderSameNamesByFamily(hits, documents, 'button', 'joy-ui').map(({ id }) => id)).toEqual(
      [2, 1, 3, 0],
    );
  });

  it('leaves other queries alone', () => {
    expect(orderSameNamesByFamily(hits, documents, 'buttonprops', null)).toEqual(hits);
  });

  it("puts a component's page before the customization guide of the same name", () => {
    const pages = [
      doc(0, { title: 'Typography', url: '/material-ui/customization/typography/' }),
      doc(1, { title: 'Typography', url: '/material-ui/react-typography/' }),
    ];
    const scored = [
      { id: 0, score: 90 },
      { id: 1, score: 40 },
    ];
    expect(orderSameNamesByFamily(scored, pages, 'typography', null).map(({ id }) => id)).toEqual([
      1, 0,
    ]);
  });
});
