import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { ApiProductJson } from '../../src/docs/api/apiJson';
import { listContentPathnames } from '../../src/docs/markdown/contentPages';
import { renderMarkdown } from '../../src/docs/markdown/renderMarkdown';
import { pageTrees } from '../../src/docs/nav/pageTrees';
import type { SearchDocument } from '../../src/search/searchDocument';
import { apiSearchDocuments } from './apiSearchDocuments';
import { pageSearchDocuments } from './pageSearchDocuments';

/**
 * Every search document of the site, from the same sources the pages are
 * built from: the markdown under `contentDir` (pages in the navigation) and
 * the generated API JSON files.
 */
export async function collectSearchDocuments(
  contentDir: string,
  apiFiles: readonly string[],
): Promise<SearchDocument[]> {
  const pages = await Promise.all(
    listContentPathnames(contentDir)
      .filter((pathname) => pageTrees.leaves.has(pathname))
      .map(async (pathname) => {
        const { data, content } = matter(
          readFileSync(path.join(contentDir, `${pathname}.md`), 'utf8'),
        );
        const { html } = await renderMarkdown(content, { highlight: false });
        return pageSearchDocuments({
          pathname,
          title: String(data.title),
          description: String(data.description ?? ''),
          plan: pageTrees.leaves.get(pathname)?.plan ?? null,
          html,
        });
      }),
  );
  const api = apiFiles.map((file) =>
    apiSearchDocuments(JSON.parse(readFileSync(file, 'utf8')) as ApiProductJson),
  );
  return [...pages.flat(), ...api.flat()].map((entry, id) => ({ id, ...entry }));
}
