import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  findBrokenLinks,
  formatBrokenLinks,
  type BuiltPage,
} from '../../scripts/links/findBrokenLinks';
import { builtPageUrls, languageOfUrl } from './builtSite';
import { expect, test } from './fixtures';
import { pageHeadProblems, readPageHead, urlInLanguage } from './pageHtml';

/**
 * Every page of the build, in every language, fetched once over plain HTTP (no browser) and
 * read from its server HTML: it answers 200 with a title, one h1, a non-empty main region,
 * canonical and language links that agree with its URL and lead to pages that exist, and no
 * internal link to a missing page or anchor. The list of pages is the build's own, so a new
 * page is checked without touching this file. Demos and hydration are the browser's part:
 * tests/e2e/demos-live.spec.ts.
 */

/** Requests in flight at once: enough to keep the server busy, few enough for 2 cores. */
const CONCURRENCY = 8;

interface FetchedPage {
  status: number;
  location: string | null;
  html: string;
}

async function fetchPage(baseURL: string, url: string): Promise<FetchedPage> {
  const response = await fetch(new URL(url, baseURL), { redirect: 'manual' });
  return {
    status: response.status,
    location: response.headers.get('location'),
    html: await response.text(),
  };
}

/**
 * What the link check needs of a page's HTML: its `<a>` tags and `id` attributes. Keeping only
 * these, not whole pages, holds memory to a few MB for thousands of pages.
 */
function linkTargetsOf(url: string, html: string): BuiltPage {
  const anchors = [...html.matchAll(/<a\b[^>]*>/gi)].map((match) => match[0]);
  const ids = [...html.matchAll(/\sid="[^"]*"/g)].map((match) => `<i${match[0]}>`);
  return { url, html: anchors.join('') + ids.join('') };
}

function baseUrlOf(use: { baseURL?: string }): string {
  if (!use.baseURL) {
    throw new Error('playwright.config.ts sets no baseURL: the page check needs the server.');
  }
  return use.baseURL;
}

test('every page of the build answers 200 with its title, h1, main content, language links and working links', async ({
  baseURL,
}) => {
  test.setTimeout(600_000);
  const base = baseUrlOf({ baseURL });
  const urls = builtPageUrls();
  expect(urls.length, 'the build lists its pages').toBeGreaterThan(100);
  expect(urls, 'the build has Chinese pages').toContain('/zh/');

  const queue = [...urls];
  const queued = new Set(urls);
  const problems: string[] = [];
  const pages: BuiltPage[] = [];

  const visit = async (url: string) => {
    const page = await fetchPage(base, url);
    if (page.status !== 200) {
      problems.push(`${url}: answers ${page.status}, expected 200`);
      return;
    }
    const language = languageOfUrl(url);
    const head = readPageHead(page.html);
    for (const problem of pageHeadProblems(url, language, head)) {
      problems.push(`${url}: ${problem}`);
    }
    // A language the build renders on request is not in its lists: its alternates lead there.
    for (const alternate of head.alternates) {
      const target = urlInLanguage(url, alternate.language);
      if (!queued.has(target)) {
        queued.add(target);
        queue.push(target);
      }
    }
    pages.push(linkTargetsOf(url, page.html));
  };

  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        await visit(url);
      }
    }),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  test.info().annotations.push({
    type: 'pages',
    description: `${queued.size} pages fetched and checked in ${seconds} s (${urls.length} listed by the build)`,
  });

  expect(problems, problems.join('\n')).toEqual([]);
  const broken = findBrokenLinks(pages);
  expect(broken, formatBrokenLinks(broken)).toEqual([]);
});

test('the playground is in English only: it names no Chinese alternate, and none exists', async ({
  baseURL,
}) => {
  const base = baseUrlOf({ baseURL });
  for (const url of ['/playground/', '/playground/x/react-data-grid/BasicDataGrid/']) {
    const page = await fetchPage(base, url);
    expect(page.status, url).toBe(200);
    const languages = readPageHead(page.html).alternates.map((link) => link.language);
    expect(languages, url).toEqual(['en']);
  }
  expect((await fetchPage(base, '/zh/playground/')).status).toBe(404);
});

/** The 404 page's heading in each language (src/i18n). */
function notFoundTitle(language: 'en' | 'zh'): string {
  const strings = JSON.parse(
    readFileSync(path.join(process.cwd(), 'src', 'i18n', `${language}.json`), 'utf8'),
  ) as { notFound: { title: string } };
  return strings.notFound.title;
}

test('unknown addresses answer 404 with the site’s not-found page, and a missing slash redirects', async ({
  baseURL,
}) => {
  const base = baseUrlOf({ baseURL });
  // The server sends one not-found page, in English; at a Chinese address it switches to
  // Chinese once hydrated (navigation.spec.ts).
  for (const url of [
    '/x/react-data-grid/no-such-page/',
    '/zh/x/react-data-grid/no-such-page/',
    '/x/api/data-grid/no-such-component/',
    '/playground/x/react-data-grid/no-such-demo/',
    '/no-such-section/',
  ]) {
    const page = await fetchPage(base, url);
    expect(page.status, `${url} answers 404`).toBe(404);
    const head = readPageHead(page.html);
    expect(head.h1, `${url} shows the not-found page`).toEqual([notFoundTitle('en')]);
    expect(head.noIndex, `${url} asks not to be indexed`).toBe(true);
    expect(head.canonical).toEqual([]);
  }
  const withoutSlash = await fetchPage(base, '/x/react-data-grid/editing');
  expect(withoutSlash.status).toBe(308);
  expect(withoutSlash.location).toBe('/x/react-data-grid/editing/');
});

test('the page check names what is wrong with a page', () => {
  const good =
    '<html lang="en"><head><title>Editing - MUI X v6</title>' +
    '<link rel="canonical" href="/x/a/"/>' +
    '<link rel="alternate" hrefLang="en" href="/x/a/"/>' +
    '<link rel="alternate" hrefLang="zh" href="/zh/x/a/"/></head>' +
    '<body><main id="main-content"><h1>Editing</h1><p>Text</p></main></body></html>';
  expect(pageHeadProblems('/x/a/', 'en', readPageHead(good))).toEqual([]);
  expect(
    pageHeadProblems('/zh/x/a/', 'zh', readPageHead(good.replace('lang="en"', 'lang="zh"'))),
  ).toEqual(['its canonical links are [/x/a/], expected [/zh/x/a/]']);

  const broken = good
    .replace('Editing - MUI X v6', ' ')
    .replace('<h1>Editing</h1>', '<h1><span></span></h1>')
    .replace('href="/zh/x/a/"', 'href="/zh/x/b/"');
  expect(pageHeadProblems('/x/a/', 'en', readPageHead(broken))).toEqual([
    'the <title> is missing or empty',
    'its <h1> is empty',
    'its "zh" alternate is /zh/x/b/, expected /zh/x/a/',
  ]);
  expect(
    pageHeadProblems('/x/a/', 'en', readPageHead(good.replace(/<main[^>]*>.*<\/main>/, ''))),
  ).toEqual(['it has 0 <h1> elements, expected one', 'it has no <main> element']);
  expect(
    pageHeadProblems(
      '/x/a/',
      'en',
      readPageHead(good.replace('<p>Text</p>', '').replace('<h1>Editing</h1>', '')),
    ),
  ).toEqual(['it has 0 <h1> elements, expected one', 'its <main> element has no text']);
});
