import { describe, expect, it } from 'vitest';
import { addRecentSearch, parseRecentSearches } from './recentSearches';

const grid = { title: 'Data Grid', page: 'Data Grid', url: '/x/react-data-grid/' };
const charts = { title: 'Charts', page: 'Charts', url: '/x/react-charts/' };

describe('recent searches', () => {
  it('reads what it wrote and ignores anything else', () => {
    expect(parseRecentSearches(JSON.stringify([grid, charts]))).toEqual([grid, charts]);
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('{not json')).toEqual([]);
    expect(parseRecentSearches(JSON.stringify({ title: 'x' }))).toEqual([]);
    expect(
      parseRecentSearches(JSON.stringify([grid, { ...charts, url: 'https://evil.example/' }, 3])),
    ).toEqual([grid]);
  });

  it('puts the opened result first, once, keeping five', () => {
    const many = Array.from({ length: 5 }, (_, index) => ({ ...grid, url: `/p${index}/` }));
    expect(addRecentSearch([grid, charts], charts)).toEqual([charts, grid]);
    expect(addRecentSearch(many, charts).map((item) => item.url)).toEqual([
      '/x/react-charts/',
      '/p0/',
      '/p1/',
      '/p2/',
      '/p3/',
    ]);
  });
});
