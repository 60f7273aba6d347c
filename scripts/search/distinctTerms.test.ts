import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { distinctTerms } from './distinctTerms';

describe('distinctTerms', () => {
  it('keeps each term once, first spelling first, split as the index splits', () => {
    expect(distinctTerms('The grid sorts rows. Sort the grid, then the rows: sort-order!')).toBe(
      'The grid sorts rows Sort then order',
    );
    expect(distinctTerms('')).toBe('');
  });

  it('leaves every word of the text findable, and nothing else', () => {
    const text =
      'Use the `valueGetter` (a function) to derive a value; the <DataGrid /> calls valueGetter once per row.';
    const index = new MiniSearch({ fields: ['text'] });
    index.add({ id: 1, text: distinctTerms(text) });
    const words = text.split(/[\s\p{P}]+/u).filter(Boolean);
    expect(words.filter((word) => index.search(word).length === 0)).toEqual([]);
    expect(index.search('columns')).toEqual([]);
  });
});
