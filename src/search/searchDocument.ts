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
  /**
   * For an API entry: the anchors of its rows that are listed once on another
   * entry, shared word for word (`props-variant`); found by name with this
   * entry (`Button variant`), not by their text.
   */
  sharedRows?: string[];
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
  /** Space-separated, only on API entries that have some. */
  sharedRows?: string,
];

export interface EncodedSearchIndex {
  version: 1;
  documents: EncodedSearchDocument[];
}

const PLANS = [null, 'pro', 'premium'] as const;

export function encodeSearchIndex(documents: readonly SearchDocument[]): EncodedSearchIndex {
  return {
    version: 1,
    documents: documents.map((document): EncodedSearchDocument => {
      const encoded: [...EncodedSearchDocument] = [
        KINDS.indexOf(document.kind),
        document.title,
        document.page === document.title ? '' : document.page,
        document.url,
        document.product ?? '',
        PLANS.indexOf(document.plan) as 0 | 1 | 2,
        document.text,
      ];
      if (document.sharedRows?.length) {
        encoded[7] = document.sharedRows.join(' ');
      }
      return encoded;
    }),
  };
}

/** The documents of one shard, numbered from `firstId` (the count of the shards before it). */
export function decodeSearchIndex(encoded: EncodedSearchIndex, firstId = 0): SearchDocument[] {
  if (encoded.version !== 1) {
    throw new Error(
      `Search index version ${String(encoded.version)} is not understood by this page: reload it.`,
    );
  }
  return encoded.documents.map(
    ([kind, title, page, url, product, plan, text, sharedRows], index) => ({
      id: firstId + index,
      kind: KINDS[kind],
      title,
      page: page || title,
      url,
      product: (product || null) as PageProductId | null,
      plan: PLANS[plan],
      text,
      ...(sharedRows ? { sharedRows: sharedRows.split(' ') } : {}),
    }),
  );
}

/** The documents of every shard, numbered in order, as the index was written. */
export function joinShards(shards: readonly EncodedSearchIndex[]): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const shard of shards) {
    documents.push(...decodeSearchIndex(shard, documents.length));
  }
  return documents;
}

/**
 * Where a row of an API entry links: `/x/api/data-grid/data-grid/#props-rows`
 * on a page of its own, `/base-ui/react-button/components-api/#button-props-disabled`
 * on a tab listing several entries (the entry's URL ends with its anchor).
 */
export function apiRowUrl(entryUrl: string, anchor: string): string {
  return entryUrl.includes('#') ? `${entryUrl}-${anchor}` : `${entryUrl}#${anchor}`;
}
