import { readdirSync } from 'node:fs';
import path from 'node:path';
import { showsText, type SearchDocument } from '../../src/search/searchDocument';
import { loadSearchablePages, readApiProductFile, searchableApiUrl } from '../../src/source';
import { apiSearchDocuments } from './apiSearchDocuments';
import { distinctTerms } from './distinctTerms';
import { pageSearchDocuments, type SearchEntry } from './pageSearchDocuments';

/** Every product's generated API file (`generated/api/{product}.json`), whatever the family. */
export function listApiFiles(generatedDir: string): string[] {
  const dir = path.join(generatedDir, 'api');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => path.join(dir, file));
}

/** An entry as shipped: text no result shows keeps only what it matches on. */
function shippedEntry(entry: SearchEntry): SearchEntry {
  return showsText(entry) ? entry : { ...entry, text: distinctTerms(entry.text) };
}

/** One file of the shipped index: `pages` (every family's guides) or `api-{product}`. */
export interface SearchShard {
  name: string;
  entries: SearchEntry[];
}

/**
 * The site's search entries in shards, from the same source the pages are
 * built from: the markdown under `contentDir` (pages in the navigation, every
 * family in one shard) and each generated API file (entries the site serves a
 * page or tab for, one shard per product, left out when it has none).
 */
export async function collectSearchShards(
  contentDir: string,
  apiFiles: readonly string[],
): Promise<SearchShard[]> {
  const pages = (await loadSearchablePages(contentDir))
    .flatMap(pageSearchDocuments)
    .map(shippedEntry);
  const api = apiFiles.map((file) => {
    const product = readApiProductFile(file);
    return {
      name: `api-${product.product}`,
      entries: apiSearchDocuments(product, searchableApiUrl).map(shippedEntry),
    };
  });
  return [{ name: 'pages', entries: pages }, ...api.filter(({ entries }) => entries.length > 0)];
}

/** Every search document of the site, numbered in shard order as the browser numbers them. */
export async function collectSearchDocuments(
  contentDir: string,
  apiFiles: readonly string[],
): Promise<SearchDocument[]> {
  const shards = await collectSearchShards(contentDir, apiFiles);
  return shards.flatMap(({ entries }) => entries).map((entry, id) => ({ id, ...entry }));
}
