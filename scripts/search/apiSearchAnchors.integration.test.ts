import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiEntryView } from '../../src/docs/api/apiView';
import { pageKeyToUrl } from '../../src/docs/siteConfig';
import { apiRowUrl } from '../../src/search/searchDocument';
import { listApiPageKeys, loadApiPageData } from '../../src/source';
import { collectSearchShards, listApiFiles } from './collectSearchDocuments';

const ROOT = process.cwd();

/** Every anchor the served API pages and tabs render, as full URLs, and the pages themselves. */
function renderedApiUrls(): Set<string> {
  const urls = new Set<string>();
  for (const pageKey of listApiPageKeys()) {
    const data = loadApiPageData(pageKey, 'en');
    const url = pageKeyToUrl(pageKey);
    urls.add(url);
    const views: ApiEntryView[] =
      data?.kind === 'api-tab'
        ? data.entries
        : data?.kind === 'api' && 'sections' in data.view
          ? [data.view]
          : [];
    for (const view of views) {
      urls.add(`${url}#${view.id}`);
      for (const section of view.sections) {
        for (const group of section.groups) {
          for (const row of group.rows) {
            urls.add(`${url}#${row.id}`);
          }
        }
      }
    }
  }
  return urls;
}

describe('API search entries', () => {
  it('link to a page or an anchor the site renders, shared rows included, for every family', async () => {
    const shards = await collectSearchShards(
      path.join(ROOT, 'content'),
      listApiFiles(path.join(ROOT, 'generated')),
    );
    const rendered = renderedApiUrls();
    const api = shards.filter(({ name }) => name.startsWith('api-'));
    expect(api.length).toBeGreaterThan(0);
    const broken = api.flatMap(({ entries }) =>
      entries
        .flatMap(({ url, sharedRows = [] }) => [
          url,
          ...sharedRows.map((anchor) => apiRowUrl(url, anchor)),
        ])
        .filter((url) => !rendered.has(url)),
    );
    expect(broken.slice(0, 20)).toEqual([]);
  });
});
