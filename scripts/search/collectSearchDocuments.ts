import type { SearchDocument } from '../../src/search/searchDocument';
import { loadSearchablePages, readApiProductFile } from '../../src/source';
import { apiSearchDocuments } from './apiSearchDocuments';
import { pageSearchDocuments } from './pageSearchDocuments';

/**
 * Every search document of the site, from the same source the pages are
 * built from: the markdown under `contentDir` (pages in the navigation) and
 * the generated API JSON files.
 */
export async function collectSearchDocuments(
  contentDir: string,
  apiFiles: readonly string[],
): Promise<SearchDocument[]> {
  const pages = (await loadSearchablePages(contentDir)).map(pageSearchDocuments);
  const api = apiFiles.map((file) => apiSearchDocuments(readApiProductFile(file)));
  return [...pages.flat(), ...api.flat()].map((entry, id) => ({ id, ...entry }));
}
