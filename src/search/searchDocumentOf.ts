import type { SearchDocument } from './searchDocument';

/** A search document with every field a test leaves out empty: a page of no product. */
export function searchDocumentOf(id: number, fields: Partial<SearchDocument>): SearchDocument {
  return {
    id,
    kind: 'page',
    title: '',
    page: '',
    url: `/p${id}/`,
    product: null,
    plan: null,
    text: '',
    ...fields,
  };
}
