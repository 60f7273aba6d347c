import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectSearchDocuments, listApiFiles } from '../../scripts/search/collectSearchDocuments';
import { apiRowUrl } from './searchDocument';
import { createSearchEngine } from './searchEngine';
import { SEARCH_QUALITY_QUERIES } from './searchQuality.fixture';

const ROOT = process.cwd();

describe('search quality over the real site', async () => {
  const documents = await collectSearchDocuments(
    path.join(ROOT, 'content'),
    listApiFiles(path.join(ROOT, 'generated')),
  );
  const engine = createSearchEngine(documents);
  // What a result can link to: every document, and the rows API entries share.
  const urls = new Set(
    documents.flatMap(({ url, sharedRows = [] }) => [
      url,
      ...sharedRows.map((anchor) => apiRowUrl(url, anchor)),
    ]),
  );

  it('names only pages and rows the site has', () => {
    const missing = SEARCH_QUALITY_QUERIES.flatMap(({ expected }) => expected).filter(
      (url) => !urls.has(url),
    );
    expect(missing).toEqual([]);
  });

  const ranks = SEARCH_QUALITY_QUERIES.map(({ query, expected, first }) => {
    const results = engine.search(query, { limit: 10 });
    // A page counts with its sections and demos; a row must be the row itself.
    const rank = results.findIndex(({ document }) =>
      expected.some((url) =>
        url.includes('#') ? document.url === url : document.url.split('#')[0] === url,
      ),
    );
    return { query, rank, first, top: results.slice(0, 3).map(({ document }) => document.url) };
  });

  it('puts what the reader means in the top 3 for at least 90% of the queries', () => {
    const top1 = ranks.filter(({ rank }) => rank === 0).length / ranks.length;
    const top3 = ranks.filter(({ rank }) => rank >= 0 && rank < 3).length / ranks.length;
    console.warn(
      `search quality: ${ranks.length} queries, top 1 ${(top1 * 100).toFixed(0)}%, top 3 ${(top3 * 100).toFixed(0)}%`,
    );
    const misses = ranks.filter(({ rank }) => rank < 0 || rank >= 3);
    expect(top3, JSON.stringify(misses, null, 2)).toBeGreaterThanOrEqual(0.9);
  });

  it('puts it first for the queries that must lead with it', () => {
    expect(ranks.filter(({ first, rank }) => first && rank !== 0)).toEqual([]);
  });
});
