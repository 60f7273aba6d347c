import { SEARCH_INDEX_URL } from '../../generated/searchIndex';
import { decodeSearchIndex, type EncodedSearchIndex } from './searchDocument';
import { createSearchEngine, type SearchEngine } from './searchEngine';

let loading: Promise<SearchEngine> | null = null;

/** Fetches the site's search index once (on the palette's first open) and indexes it. */
export function loadSearchEngine(): Promise<SearchEngine> {
  loading ??= fetch(SEARCH_INDEX_URL)
    .then((response) => {
      if (!response.ok) {
        throw new Error(`The search index answered ${response.status}.`);
      }
      return response.json() as Promise<EncodedSearchIndex>;
    })
    .then((encoded) => createSearchEngine(decodeSearchIndex(encoded)))
    .catch((error: unknown) => {
      // A later open tries again (the reader may be back online).
      loading = null;
      throw error;
    });
  return loading;
}
