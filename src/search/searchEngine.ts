import MiniSearch from 'minisearch';
import type { PageProductId } from '../products';
import type { SearchDocument, SearchKind } from './searchDocument';

/** How much a match of each kind is worth: pages and API pages lead, CSS classes trail. */
const KIND_WEIGHT: Record<SearchKind, number> = {
  page: 1.6,
  api: 1.5,
  section: 1.2,
  prop: 1.1,
  demo: 0.9,
  slot: 0.7,
  class: 0.6,
};

/** Results of the reader's current product count this much more. */
const CURRENT_PRODUCT_BOOST = 1.6;

/**
 * Other spellings a reader may type for a title: camelCase split into words
 * (`checkboxSelection` → `checkbox selection`) and neighbouring words joined
 * (`Data Grid` → `datagrid`).
 */
export function titleAliases(title: string): string {
  const words = title
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  const joined = words.slice(1).map((word, index) => `${words[index]}${word}`);
  return [...words, ...joined].join(' ');
}

/** Fuzziness by term length: none for short terms, one edit from 4 letters, two from 9. */
function fuzziness(term: string): number {
  if (term.length < 4) {
    return 0;
  }
  return term.length < 9 ? 1 : 2;
}

export interface SearchResult {
  document: SearchDocument;
  score: number;
}

export interface SearchEngine {
  search(
    query: string,
    options?: { productId?: PageProductId | null; limit?: number },
  ): SearchResult[];
}

/**
 * A search over the site's documents: titles count most, then their other
 * spellings, the page they sit on and their prose. Every term matches as a
 * prefix and with typo tolerance; a query first needs all its terms, and falls
 * back to any of them when that finds nothing.
 */
export function createSearchEngine(documents: readonly SearchDocument[]): SearchEngine {
  const index = new MiniSearch<SearchDocument & { alias: string }>({
    fields: ['title', 'alias', 'page', 'text'],
    storeFields: [],
    searchOptions: {
      boost: { title: 4, alias: 3, page: 1.3, text: 0.6 },
      prefix: (term) => term.length >= 2,
      fuzzy: (term) => fuzziness(term),
      maxFuzzy: 2,
    },
  });
  index.addAll(documents.map((document) => ({ ...document, alias: titleAliases(document.title) })));

  return {
    search(query, { productId = null, limit = 20 } = {}) {
      if (query.trim() === '') {
        return [];
      }
      const boostDocument = (id: number) => {
        const document = documents[id];
        const product =
          productId !== null && document.product === productId ? CURRENT_PRODUCT_BOOST : 1;
        return KIND_WEIGHT[document.kind] * product;
      };
      let hits = index.search(query, { combineWith: 'AND', boostDocument });
      if (hits.length === 0) {
        hits = index.search(query, { combineWith: 'OR', boostDocument });
      }
      return hits.slice(0, limit).map((hit) => ({
        document: documents[hit.id as number],
        score: hit.score,
      }));
    },
  };
}
