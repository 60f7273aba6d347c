import type { SearchDocument, SearchKind } from './searchDocument';

/** A name as readers may spell it, for comparing: `Text Field`, `TextField` and `text-field` → `textfield`. */
export function normalizeName(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/**
 * The name a document is known by: its title, and for a page the thing it is
 * about: `Data Grid - Sorting` names `Sorting` (the part after its product),
 * `React Date Picker component` names `Date Picker`.
 */
export function documentName(document: Pick<SearchDocument, 'kind' | 'title'>): string {
  if (document.kind !== 'page') {
    return normalizeName(document.title);
  }
  const title = document.title.slice(document.title.lastIndexOf(' - ') + 1);
  return normalizeName(title.replace(/^\s*React\s+/, '').replace(/\s+components?$/, ''));
}

/** The query's words, split as the index splits text (spaces and punctuation). */
export function queryWords(query: string): string[] {
  return query.split(/[\s\p{P}]+/u).filter(Boolean);
}

/** Words naming a kind of API row, not what is looked for: `rows prop`, `toolbar slot`. */
const KIND_WORDS: Record<string, SearchKind> = {
  prop: 'prop',
  props: 'prop',
  property: 'prop',
  parameter: 'prop',
  parameters: 'prop',
  param: 'prop',
  slot: 'slot',
  slots: 'slot',
  class: 'class',
  classes: 'class',
  classname: 'class',
};

/** The row kind a word names (`props` → `prop`), or null for any other word. */
export function kindOfWord(word: string): SearchKind | null {
  return KIND_WORDS[word.toLowerCase()] ?? null;
}
