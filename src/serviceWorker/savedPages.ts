/** The cache the service worker keeps visited pages in (public/x/sw.js, `PAGES_CACHE`). */
export const PAGES_CACHE_PREFIX = 'docs-pages-';

/** The page paths of cached requests: navigations only (no `/_next/data/…` JSON), sorted. */
export function savedPagePaths(urls: readonly string[]): string[] {
  const paths = new Set<string>();
  for (const url of urls) {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname.endsWith('/') && !pathname.startsWith('/_next/') && pathname !== '/offline/') {
      paths.add(pathname);
    }
  }
  return [...paths].sort();
}

/** The pages this browser can open offline, read from the worker's caches (empty without them). */
export async function readSavedPages(): Promise<string[]> {
  if (typeof caches === 'undefined') {
    return [];
  }
  const names = (await caches.keys()).filter((name) => name.startsWith(PAGES_CACHE_PREFIX));
  const urls: string[] = [];
  for (const name of names) {
    const keys = await (await caches.open(name)).keys();
    urls.push(...keys.map((request) => request.url));
  }
  return savedPagePaths(urls);
}
