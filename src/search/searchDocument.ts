import { slugify } from '../docs/markdown/slugify';
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

/**
 * Whether a result shows its text under its title: a page does, a heading or an API row shows
 * the page it sits on instead (so their text only has to match, not to read well).
 */
export function showsText(document: Pick<SearchDocument, 'title' | 'page'>): boolean {
  return document.page === document.title;
}

const KINDS: readonly SearchKind[] = ['page', 'section', 'demo', 'api', 'prop', 'slot', 'class'];

/** The kinds that are a part of a page or API entry (a heading, a demo, a row). */
const ROW_KINDS: ReadonlySet<SearchKind> = new Set(['section', 'demo', 'prop', 'slot', 'class']);

/** A page or API entry, or a row that does not follow its entry: every field written out. */
export type EncodedSearchEntry = [
  kind: number,
  title: string,
  /** Empty when equal to the title. */
  page: string,
  url: string,
  product: string,
  plan: 0 | 1 | 2,
  text: string,
  /** Space-separated, only on API entries that have some. */
  sharedRows?: string,
];

/**
 * A row of the page or API entry before it (a section, a demo, a prop, a slot, a class), which
 * takes the entry's page, product and plan; its URL is the entry's with `anchor` added
 * (`apiRowUrl`), and an empty anchor is the slug of the title (a heading's own id).
 */
export type EncodedSearchRow = [kind: number, title: string, anchor: string, text: string];

/** The compact form shipped to the browser: one array per document, no repeated keys. */
export type EncodedSearchDocument = EncodedSearchEntry | EncodedSearchRow;

export interface EncodedSearchIndex {
  version: 2;
  documents: EncodedSearchDocument[];
}

const PLANS = [null, 'pro', 'premium'] as const;

/** The anchor a row of `entry` has in `url`, or null when the URL is not one of the entry's rows. */
function rowAnchor(entry: SearchDocument, url: string): string | null {
  const prefix = apiRowUrl(entry.url, '');
  return url.startsWith(prefix) && url.length > prefix.length ? url.slice(prefix.length) : null;
}

function encodeRow(
  document: SearchDocument,
  entry: SearchDocument | null,
): EncodedSearchRow | null {
  if (
    entry === null ||
    !ROW_KINDS.has(document.kind) ||
    document.sharedRows?.length ||
    document.page !== entry.page ||
    document.product !== entry.product ||
    document.plan !== entry.plan
  ) {
    return null;
  }
  const anchor = rowAnchor(entry, document.url);
  if (anchor === null) {
    return null;
  }
  return [
    KINDS.indexOf(document.kind),
    document.title,
    anchor === slugify(document.title) ? '' : anchor,
    document.text,
  ];
}

export function encodeSearchIndex(documents: readonly SearchDocument[]): EncodedSearchIndex {
  let entry: SearchDocument | null = null;
  return {
    version: 2,
    documents: documents.map((document): EncodedSearchDocument => {
      const row = encodeRow(document, entry);
      if (row) {
        return row;
      }
      if (!ROW_KINDS.has(document.kind)) {
        entry = document;
      }
      const encoded: [...EncodedSearchEntry] = [
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

function isRow(encoded: EncodedSearchDocument): encoded is EncodedSearchRow {
  return encoded.length === 4;
}

/** The documents of one shard, numbered from `firstId` (the count of the shards before it). */
export function decodeSearchIndex(encoded: EncodedSearchIndex, firstId = 0): SearchDocument[] {
  if (encoded.version !== 2) {
    throw new Error(
      `Search index version ${String(encoded.version)} is not understood by this page: reload it.`,
    );
  }
  let entry: SearchDocument | null = null;
  return encoded.documents.map((item, index): SearchDocument => {
    if (isRow(item)) {
      const [kind, title, anchor, text] = item;
      if (entry === null) {
        throw new Error('A search index row comes before any page or API entry.');
      }
      return {
        id: firstId + index,
        kind: KINDS[kind],
        title,
        page: entry.page,
        url: apiRowUrl(entry.url, anchor || slugify(title)),
        product: entry.product,
        plan: entry.plan,
        text,
      };
    }
    const [kind, title, page, url, product, plan, text, sharedRows] = item;
    const document: SearchDocument = {
      id: firstId + index,
      kind: KINDS[kind],
      title,
      page: page || title,
      url,
      product: (product || null) as PageProductId | null,
      plan: PLANS[plan],
      text,
      ...(sharedRows ? { sharedRows: sharedRows.split(' ') } : {}),
    };
    if (!ROW_KINDS.has(document.kind)) {
      entry = document;
    }
    return document;
  });
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
