import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The pages of the production build the tests run against, as the build itself lists them:
 * Next's prerender manifest (every page of a `getStaticProps` route) and the pages manifest
 * (pages without data, prerendered as plain HTML: the offline page, the admin pages…). New
 * pages are covered as soon as the build has them; nothing here lists a page by hand.
 */

const NEXT_DIR = path.join(process.cwd(), '.next');

/** Rendered for requests no page matches; checked apart, as failures. */
const ERROR_PAGES = new Set(['/404', '/500', '/_error']);

interface PrerenderManifest {
  routes: Record<string, unknown>;
}

function readManifest<T>(relativeFile: string): T {
  const file = path.join(NEXT_DIR, relativeFile);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(
      `Could not read ${file}: the browser tests need the production build (Playwright's web server builds it; or run \`npm run build\`).`,
      { cause: error },
    );
  }
}

/** `/x/react-data-grid` → `/x/react-data-grid/` (the site's URLs end with a slash). */
function withTrailingSlash(route: string): string {
  return route.endsWith('/') ? route : `${route}/`;
}

/** Every page URL of the build (`/`, `/zh/x/react-data-grid/`…), error pages excepted. */
export function builtPageUrls(): string[] {
  // The 404 page has data of its own (the pages it suggests), so it is in both manifests.
  const prerendered = Object.keys(
    readManifest<PrerenderManifest>('prerender-manifest.json').routes,
  ).filter((route) => !ERROR_PAGES.has(route));
  const withoutData = Object.entries(
    readManifest<Record<string, string>>(path.join('server', 'pages-manifest.json')),
  )
    .filter(([route, file]) => file.endsWith('.html') && !ERROR_PAGES.has(route))
    .map(([route]) => route);
  return [...new Set([...prerendered, ...withoutData].map(withTrailingSlash))].sort();
}

/** The language of a URL: `zh` under `/zh/`, `en` otherwise. */
export function languageOfUrl(url: string): 'en' | 'zh' {
  return url === '/zh/' || url.startsWith('/zh/') ? 'zh' : 'en';
}

/**
 * The server HTML of a prerendered page, as the build wrote it (`.next/server/pages/…html`);
 * `null` for a page the server renders on request.
 */
export function readPrerenderedHtml(url: string): string | null {
  const route = url === '/' ? 'index' : url.slice(1, -1);
  try {
    return readFileSync(path.join(NEXT_DIR, 'server', 'pages', `${route}.html`), 'utf8');
  } catch {
    return null;
  }
}
