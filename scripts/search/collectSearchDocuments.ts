import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { SearchDocument } from '../../src/search/searchDocument';
import { loadSearchablePages, readApiProductFile, searchableApiUrl } from '../../src/source';
import { apiSearchDocuments } from './apiSearchDocuments';
import { pageSearchDocuments } from './pageSearchDocuments';

/** Every product's generated API file (`generated/api/{product}.json`), whatever the family. */
export function listApiFiles(generatedDir: string): string[] {
  const dir = path.join(generatedDir, 'api');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => path.join(dir, file));
}

/**
 * Every search document of the site, from the same source the pages are
 * built from: the markdown under `contentDir` (pages in the navigation) and
 * the generated API JSON files (entries the site serves a page or tab for).
 */
export async function collectSearchDocuments(
  contentDir: string,
  apiFiles: readonly string[],
): Promise<SearchDocument[]> {
  const pages = (await loadSearchablePages(contentDir)).map(pageSearchDocuments);
  const api = apiFiles.map((file) =>
    apiSearchDocuments(readApiProductFile(file), searchableApiUrl),
  );
  return [...pages.flat(), ...api.flat()].map((entry, id) => ({ id, ...entry }));
}
