// @ts-check
/// <reference lib="webworker" />
/**
 * The docs' service worker, served at /x/sw.js with `Service-Worker-Allowed: /`
 * and registered with scope `/` by src/serviceWorker/registerServiceWorker.ts
 * on the production host only. It makes the docs work offline:
 *
 * - hashed assets (`/_next/static/…`, the typefaces under `/fonts/`): cache first (a hashed
 *   file never changes);
 * - pages (navigations) and their data (`/_next/data/…`): stale-while-revalidate,
 *   so a visited page opens at once, offline too, and is refreshed behind it;
 * - the search index and other static files (the pages' markdown twins, `/llms.txt`, even
 *   when opened in the tab): stale-while-revalidate, once fetched;
 * - a page never visited, offline: the offline page (`/offline/`), precached
 *   with its scripts and styles (the app shell) when the worker installs;
 * - `/api/*`, other methods than GET and other origins: never touched, never cached.
 *
 * A new worker waits until a page tells it to skip waiting (see the registration).
 * Bump VERSION when the caching rules change: the new worker drops the old caches.
 *
 * Pages register the worker as `/x/sw.js?build=<build id>` (serviceWorkerScriptUrl):
 * every deployment installs its own worker, whose shell and pages caches carry its
 * build id, so once it is active the old build's pages (which name the old build's
 * chunks, gone from the server) are dropped with their cache. Hashed assets are the
 * same files in every build and keep one cache.
 */
const VERSION = 'v1';
const BUILD = new URL(self.location.href).searchParams.get('build') || 'unknown';
const SHELL_CACHE = `docs-shell-${VERSION}-${BUILD}`;
const PAGES_CACHE = `docs-pages-${VERSION}-${BUILD}`;
const ASSETS_CACHE = `docs-assets-${VERSION}`;
const CURRENT_CACHES = [SHELL_CACHE, PAGES_CACHE, ASSETS_CACHE];
const OFFLINE_URL = '/offline/';
/** The oldest entries go beyond these counts (old builds' assets, pages read long ago). */
const MAX_ENTRIES = { [PAGES_CACHE]: 200, [ASSETS_CACHE]: 500 };

const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

/**
 * Files whose name changes with their content: Next's build output and the typefaces.
 * @param {string} pathname
 */
function isHashedAsset(pathname) {
  return pathname.startsWith('/_next/static/') || pathname.startsWith('/fonts/');
}

/**
 * A file rather than a page: the last segment has an extension (`/x/react-data-grid/editing.md`).
 * @param {string} pathname
 */
function isFile(pathname) {
  return /\.\w+$/.test(pathname);
}

/** @param {string} pathname */
function isApi(pathname) {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * Which strategy serves a request, or null for the network alone.
 * @param {Request} request
 * @returns {'asset' | 'page' | 'static' | null}
 */
function strategyFor(request) {
  if (request.method !== 'GET') {
    return null;
  }
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin || isApi(url.pathname) || url.pathname === '/x/sw.js') {
    return null;
  }
  if (isHashedAsset(url.pathname)) {
    return 'asset';
  }
  // A file opened in the tab (a page's markdown twin, `/llms.txt`) is a static file, not a page.
  if (
    (request.mode === 'navigate' && !isFile(url.pathname)) ||
    url.pathname.startsWith('/_next/data/')
  ) {
    return 'page';
  }
  if (url.pathname.startsWith('/_next/')) {
    return null;
  }
  return 'static';
}

/** @param {Response} response */
function isCacheable(response) {
  return response.ok && response.status === 200 && response.type === 'basic';
}

/** @param {string} name */
async function trim(name) {
  const max = MAX_ENTRIES[name];
  if (!max) {
    return;
  }
  const cache = await caches.open(name);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

/**
 * @param {string} name
 * @param {Request | string} request
 * @param {Response} response
 */
async function put(name, request, response) {
  if (!isCacheable(response)) {
    return;
  }
  const cache = await caches.open(name);
  await cache.put(request, response);
  await trim(name);
}

/** @param {FetchEvent} event */
async function cacheFirst(event) {
  const cached = await caches.match(event.request);
  if (cached) {
    return cached;
  }
  const response = await fetch(event.request);
  event.waitUntil(put(ASSETS_CACHE, event.request, response.clone()));
  return response;
}

/**
 * @param {FetchEvent} event
 * @param {string} cacheName
 */
async function staleWhileRevalidate(event, cacheName) {
  const cached = await caches.match(event.request, { cacheName, ignoreVary: true });
  const network = fetch(event.request).then((response) => {
    event.waitUntil(put(cacheName, event.request, response.clone()));
    return response;
  });
  if (cached) {
    // Refresh in the background; offline, the cached copy is all there is.
    event.waitUntil(network.catch(() => undefined));
    return cached;
  }
  try {
    return await network;
  } catch (error) {
    if (event.request.mode === 'navigate') {
      const offline = await caches.match(OFFLINE_URL, { cacheName: SHELL_CACHE, ignoreVary: true });
      if (offline) {
        return offline;
      }
    }
    throw error;
  }
}

/**
 * Same-origin scripts and styles a page's HTML links to (its app shell).
 * @param {string} html
 */
function linkedAssets(html) {
  const found = new Set();
  // Attributes (`src="…"`, `href="…"`) and the JSON list of scripts loaded after the first paint
  // (src/hydration/paintFirstScripts.ts) alike: every quoted address under /_next/static/.
  for (const match of html.matchAll(/"(\/_next\/static\/[^"]+)"/g)) {
    found.add(match[1]);
  }
  return [...found];
}

/** @param {string[]} urls */
async function cacheAssets(urls) {
  const cache = await caches.open(ASSETS_CACHE);
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) {
        return;
      }
      const response = await fetch(url);
      if (isCacheable(response)) {
        await cache.put(url, response);
      }
    }),
  );
}

/** The offline page and every script and style it needs. */
async function precacheShell() {
  const response = await fetch(OFFLINE_URL, { cache: 'reload' });
  if (!isCacheable(response)) {
    throw new Error(`The offline page ${OFFLINE_URL} answered ${response.status}.`);
  }
  const html = await response.clone().text();
  await (await caches.open(SHELL_CACHE)).put(OFFLINE_URL, response);
  await cacheAssets(linkedAssets(html));
}

/**
 * Keeps what the page loaded before this worker controlled it: the page
 * itself and its assets (sent by the registration as `cache-urls`).
 * @param {unknown} urls
 */
async function cacheLoadedUrls(urls) {
  if (!Array.isArray(urls)) {
    return;
  }
  /** @type {string[]} */
  const assets = [];
  for (const raw of urls) {
    if (typeof raw !== 'string') {
      continue;
    }
    const url = new URL(raw, sw.location.origin);
    if (url.origin !== sw.location.origin || isApi(url.pathname)) {
      continue;
    }
    if (isHashedAsset(url.pathname)) {
      assets.push(url.pathname + url.search);
    } else if (url.pathname.endsWith('/')) {
      const page = url.pathname + url.search;
      const cache = await caches.open(PAGES_CACHE);
      if (!(await cache.match(page))) {
        await put(PAGES_CACHE, page, await fetch(page));
      }
    }
  }
  await cacheAssets(assets);
}

sw.addEventListener('install', (event) => {
  event.waitUntil(precacheShell());
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('docs-') && !CURRENT_CACHES.includes(name))
          .map((name) => caches.delete(name)),
      );
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener('message', (event) => {
  const data = event.data;
  if (data && data.type === 'skip-waiting') {
    void sw.skipWaiting();
  } else if (data && data.type === 'cache-urls') {
    event.waitUntil(cacheLoadedUrls(data.urls).catch(() => undefined));
  }
});

sw.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request);
  if (strategy === 'asset') {
    event.respondWith(cacheFirst(event));
  } else if (strategy === 'page') {
    event.respondWith(staleWhileRevalidate(event, PAGES_CACHE));
  } else if (strategy === 'static') {
    event.respondWith(staleWhileRevalidate(event, ASSETS_CACHE));
  }
});
