import { apiRowUrl, type SearchDocument, type SearchKind } from './searchDocument';
import { kindOfWord, normalizeName } from './searchNames';

const ROW_KINDS: ReadonlySet<SearchKind> = new Set(['prop', 'slot', 'class']);

/** Where an API entry's rows are anchored: `#props-rows` on its own page, `#button-props-…` on a shared tab. */
function rowPrefix(entryUrl: string): string {
  return apiRowUrl(entryUrl, '');
}

/** The kind and name of a row from its anchor on its entry (`props-variant`, `classes-root`). */
const ANCHOR_SECTIONS: readonly [prefix: string, kind: SearchKind][] = [
  ['props-', 'prop'],
  ['properties-', 'prop'],
  ['parameters-', 'prop'],
  ['return-value-', 'prop'],
  ['slots-', 'slot'],
  ['classes-', 'class'],
];

/**
 * The result for a row an entry shares with another (listed there): named by
 * its anchor, on this entry's page, without text of its own.
 */
function sharedRowDocument(
  entry: SearchDocument,
  anchor: string,
  id: number,
): SearchDocument | null {
  const section = ANCHOR_SECTIONS.find(([prefix]) => anchor.startsWith(prefix));
  if (!section) {
    return null;
  }
  return {
    id,
    kind: section[1],
    title: anchor.slice(section[0].length),
    page: entry.page,
    url: apiRowUrl(entry.url, anchor),
    product: entry.product,
    plan: entry.plan,
    text: '',
  };
}

/** The names a row answers to: its title, and for a CSS class its key (`MuiButton-root` → `root`). */
function rowNames(row: SearchDocument): string[] {
  const names = [normalizeName(row.title)];
  const key = /classes-([^#]+)$/.exec(row.url);
  if (row.kind === 'class' && key) {
    names.push(normalizeName(key[1]));
  }
  return names;
}

function append<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const values = map.get(key);
  if (values) {
    values.push(value);
  } else {
    map.set(key, [value]);
  }
}

/**
 * Finds the API rows a query names together with their entry: `DataGrid rows
 * prop`, `TextField helperText`, `Autocomplete free solo`. Names compare whole
 * (case, spaces and hyphens aside), never by prefix or typo, so a query such as
 * `data grid sorting` (a guide page, not a row) is left to the full-text search.
 */
export class ApiRowLookup {
  /** API entries by name: `button` → Material UI's, Joy UI's and Base UI's Button. */
  private readonly entries = new Map<string, number[]>();

  /** Each entry's rows by name. */
  private readonly rows = new Map<number, Map<string, SearchDocument[]>>();

  /**
   * The rows entries share with another entry (see `SearchDocument.sharedRows`),
   * numbered after `documents`: found only by this lookup, never by full text.
   */
  readonly sharedRows: SearchDocument[] = [];

  constructor(documents: readonly SearchDocument[]) {
    let entry: SearchDocument | null = null;
    for (const document of documents) {
      if (document.kind === 'api') {
        entry = document;
        append(this.entries, normalizeName(document.title), document.id);
        for (const anchor of document.sharedRows ?? []) {
          const row = sharedRowDocument(
            document,
            anchor,
            documents.length + this.sharedRows.length,
          );
          if (row) {
            this.sharedRows.push(row);
            this.addRow(document.id, row);
          }
        }
      } else if (
        ROW_KINDS.has(document.kind) &&
        entry !== null &&
        document.url.startsWith(rowPrefix(entry.url))
      ) {
        this.addRow(entry.id, document);
      }
    }
  }

  private addRow(entryId: number, row: SearchDocument): void {
    let byName = this.rows.get(entryId);
    if (!byName) {
      byName = new Map();
      this.rows.set(entryId, byName);
    }
    for (const name of rowNames(row)) {
      append(byName, name, row);
    }
  }

  /**
   * The ids of the rows the words name, in index order: one word (or two
   * joined: `Data Grid`) names an API entry, the other words name one of its
   * rows; kind words (`prop`, `slot`, `class`) keep the rows of that kind.
   */
  find(words: readonly string[]): number[] {
    const found = new Set<number>();
    for (let start = 0; start < words.length; start += 1) {
      for (const length of [1, 2]) {
        if (start + length > words.length) {
          continue;
        }
        const entryIds = this.entries.get(
          normalizeName(words.slice(start, start + length).join('')),
        );
        if (!entryIds) {
          continue;
        }
        const rest = [...words.slice(0, start), ...words.slice(start + length)];
        const kinds = new Set(rest.map(kindOfWord).filter((kind) => kind !== null));
        const rowName = normalizeName(rest.filter((word) => kindOfWord(word) === null).join(''));
        if (rowName === '') {
          continue;
        }
        for (const entryId of entryIds) {
          for (const row of this.rows.get(entryId)?.get(rowName) ?? []) {
            if (kinds.size === 0 || kinds.has(row.kind)) {
              found.add(row.id);
            }
          }
        }
      }
    }
    return [...found];
  }
}
