import { SEARCH_INDEX_URLS } from '../../generated/searchIndex';
import { joinShards, type EncodedSearchIndex } from './searchDocument';
import { createSearchEngine, type SearchEngine } from './searchEngine';

let loading: Promise<SearchEngine> | null = null;

async function fetchShard(url: string): Promise<EncodedSearchIndex> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`The search index shard ${url} answered ${response.status}.`);
  }
  return (await response.json()) as EncodedSearchIndex;
}

/** Fetches the site's search index shards once (on the palette's first open, in parallel) and indexes them. */
export function loadSearchEngine(): Promise<SearchEngine> {
  loading ??= Promise.all(SEARCH_INDEX_URLS.map(fetchShard))
    .then((shards) => createSearchEngine(joinShards(shards)))
    .catch((error: unknown) => {
      // A later open tries again (the reader may be back online).
      loading = null;
      throw error;
    });
  return loading;
}
