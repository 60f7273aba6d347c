import { describe, expect, it } from 'vitest';
import { editDistance, suggestPathnames } from './suggestPathnames';

const pages = [
  { pathname: '/x/react-data-grid/editing', title: 'Editing' },
  { pathname: '/x/react-data-grid/filtering', title: 'Filtering' },
  { pathname: '/x/react-date-pickers/date-picker', title: 'Date Picker' },
  { pathname: '/x/introduction/installation', title: 'Installation' },
  { pathname: '/x/react-charts/bars', title: 'Bars' },
];

describe('editDistance', () => {
  it('counts edits', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
});

describe('suggestPathnames', () => {
  it('finds a page from a typo in its last segment', () => {
    expect(suggestPathnames('/x/react-data-grid/editng/', pages)[0].pathname).toBe(
      '/x/react-data-grid/editing',
    );
  });

  it('finds a page moved to another folder', () => {
    expect(suggestPathnames('/x/installation', pages)[0].pathname).toBe(
      '/x/introduction/installation',
    );
  });

  it('suggests nothing for a pathname unlike any page', () => {
    expect(suggestPathnames('/qqqqqqqqqqqqqqqqqqqq/zzzzzzzzzz', pages)).toEqual([]);
  });

  it('respects the limit', () => {
    expect(suggestPathnames('/x/react-data-grid/', pages, 2)).toHaveLength(2);
  });
});
