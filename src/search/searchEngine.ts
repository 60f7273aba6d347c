import MiniSearch from 'minisearch';
import { familyOfPathname, type PageProductId } from '../products';
import { ApiRowLookup } from './apiRowLookup';
import type { SearchDocument, SearchKind } from './searchDocument';
import { normalizeName, queryWords } from './searchNames';
import {
  boostExactNames,
  familyRank,
  liftPagesAboveDemos,
  orderSameNamesByFamily,
  type ScoredId,
} from './searchRanking';

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

/** A match on the result's family name (`joy`, `base ui`) only narrows: it counts little. */
const FAMILY_FIELD_BOOST = 0.5;

/** How many of the index's best hits the ranking rules reorder (the palette shows 20). */
const RERANKED_HITS = 200;

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
 * spellings, the page they sit on, their prose and their family's name. Every term matches as a
 * prefix and with typo tolerance; a query first needs all its terms, and falls
 * back to any of them when that finds nothing. Then the ranking rules apply:
 * rows named with their API entry (`DataGrid rows prop`) come first, a demo
 * never outranks its page, and same-named pages and API entries of several
 * families come in family order (see `searchRanking.ts`).
 */
export function createSearchEngine(documents: readonly SearchDocument[]): SearchEngine {
  const index = new MiniSearch<SearchDocument & { alias: string; family: string }>({
    fields: ['title', 'alias', 'page', 'text', 'family'],
    storeFields: [],
    searchOptions: {
      boost: { title: 4, alias: 3, page: 1.3, text: 0.6, family: FAMILY_FIELD_BOOST },
      prefix: (term) => term.length >= 2,
      fuzzy: (term) => fuzziness(term),
      maxFuzzy: 2,
    },
  });
  index.addAll(
    documents.map((document) => ({
      ...document,
      alias: titleAliases(document.title),
      // Derived here, not shipped: the family's name, so `joy button` finds Joy UI's.
      family: familyOfPathname(document.url.split('#')[0])?.name ?? '',
    })),
  );
  const rows = new ApiRowLookup(documents);
  // Every result the engine can give: the indexed documents, then the shared rows.
  const all = [...documents, ...rows.sharedRows];
  const pageIdOfUrl = new Map(
    documents.filter(({ kind }) => kind === 'page').map(({ url, id }) => [url, id]),
  );

  return {
    search(query, { productId = null, limit = 20 } = {}) {
      if (query.trim() === '') {
        return [];
      }
      const productBoost = (id: number) =>
        productId !== null && documents[id].product === productId ? CURRENT_PRODUCT_BOOST : 1;
      const boostDocument = (id: number) => KIND_WEIGHT[documents[id].kind] * productBoost(id);
      let found = index.search(query, { combineWith: 'AND', boostDocument });
      if (found.length === 0) {
        found = index.search(query, { combineWith: 'OR', boostDocument });
      }
      const queryName = normalizeName(query);
      let hits: ScoredId[] = found
        .slice(0, RERANKED_HITS)
        .map((hit) => ({ id: hit.id as number, score: hit.score }));
      hits = boostExactNames(hits, documents, queryName);
      hits = liftPagesAboveDemos(hits, documents, pageIdOfUrl);
      hits = orderSameNamesByFamily(hits, documents, queryName, productId);
      // Rows the query names with their entry lead, the current product's and
      // Material UI's first when several families have the entry.
      const named = rows
        .find(queryWords(query))
        .sort(
          (a, b) =>
            familyRank(all[a], productId) - familyRank(all[b], productId) ||
            KIND_WEIGHT[all[b].kind] - KIND_WEIGHT[all[a].kind] ||
            a - b,
        );
      const namedIds = new Set(named);
      const topScore = hits[0]?.score ?? 1;
      return [
        ...named.map((id) => ({ id, score: topScore })),
        ...hits.filter((hit) => !namedIds.has(hit.id)),
      ]
        .slice(0, limit)
        .map((hit) => ({ document: all[hit.id], score: hit.score }));
    },
  };
}
