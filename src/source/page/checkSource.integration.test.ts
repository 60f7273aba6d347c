import { describe, expect, it } from 'vitest';
import { siteTrees } from './siteTrees';
import { findTreeContentMismatches } from '../../docs/nav/validateTree';
import { listApiPageKeys } from '../api/apiPageKeys';
import { listContentPathnames } from '../content/contentFiles';
import { STANDALONE_PAGES } from './standalonePages';

describe('the site source', () => {
  it('has a page for every tree entry and an entry for every page', () => {
    expect(
      findTreeContentMismatches(
        siteTrees(),
        listContentPathnames(),
        new Set(Object.keys(STANDALONE_PAGES)),
        new Set(listApiPageKeys()),
      ),
    ).toEqual([]);
  });
});
