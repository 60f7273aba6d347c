import type { PageProductId } from '../products';

/** What a search result points at, which decides its icon and its weight. */
export type SearchKind = 'page' | 'section' | 'demo' | 'api' | 'prop' | 'slot' | 'class';

/** One searchable thing of the site: a page, a heading, a demo or an API row. */
export interface SearchDocument {
  id: number;
  kind: SearchKind;
  /** What the result shows first: `Checkbox selection`, `checkboxSelection`, `DataGrid`. */
  title: string;
  /** The page it sits on, for context (`Row selection`, `DataGrid API`); equal to title for pages. */
  page: string;
  /** Canonical, language-neutral URL with its trailing slash and anchor: `/x/react-data-grid/#a-minimal-grid`. */
  url: string;
  product: PageProductId | null;
  plan: 'pro' | 'premium' | null;
  /** Plain text the result matches on besides its title (prose excerpt, prop summary). */
  text: string;
}

const KINDS: readonly SearchKind[] = ['page', 'section', 'demo', 'api', 'prop', 'slot', 'class'];

/** The compact form shipped to the browser: one array per document, no repeated keys. */
export type EncodedSearchDocument = [
  kind: number,
  title: string,
  page: string,
  url: string,
  product: string,
  plan: 0 | 1 | 2,
  text: string,
];

export interface EncodedSearchIndex {
  version: 1;
  documents: EncodedSearchDocument[];
}

const PLANS = [null, 'pro', 'premium'] as const;

export function encodeSearchIndex(documents: readonly SearchDocument[]): EncodedSearchIndex {
  return {
    version: 1,
    documents: documents.map((document) => [
      KINDS.indexOf(document.kind),
      document.title,
      document.page === document.title ? '' : document.page,
      document.url,
      document.product ?? '',
      PLANS.indexOf(document.plan) as 0 | 1 | 2,
      document.text,
    ]),
  };
}

/** The documents of one shard, numbered from `firstId` (the count of the shards before it). */
export function decodeSearchIndex(encoded: EncodedSearchIndex, firstId = 0): SearchDocument[] {
  if (encoded.version !== 1) {
    throw new Error(
      `Search index version ${String(encoded.version)} is not understood by this page: reload it.`,
    );
  }
  return encoded.documents.map(([kind, title, page, url, product, plan, text], index) => ({
    id: firstId + index,
    kind: KINDS[kind],
    title,
    page: page || title,
    url,
    product: (product || null) as PageProductId | null,
    plan: PLANS[plan],
    text,
  }));
}

/** The documents of every shard, numbered in order, as the index was written. */
export function joinShards(shards: readonly EncodedSearchIndex[]): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const shard of shards) {
    documents.push(...decodeSearchIndex(shard, documents.length));
  }
  return documents;
}
