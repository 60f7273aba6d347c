/** Where the service worker is served; `Service-Worker-Allowed: /` lets it control the whole site. */
export const SERVICE_WORKER_URL = '/x/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

/**
 * The worker's URL for a build: its build id in the query (`/x/sw.js?build=…`). Each
 * deployment's pages register their own build's URL, so the browser installs a new
 * worker with every deployment, even when sw.js itself did not change, and that worker
 * keeps its pages apart from the old build's (whose cached pages name chunks the new
 * deployment no longer serves).
 */
export function serviceWorkerScriptUrl(buildId: string): string {
  return `${SERVICE_WORKER_URL}?build=${encodeURIComponent(buildId)}`;
}

/**
 * The host the worker is registered on: `DOCS_PRODUCTION_HOST` at build time
 * (next.config.ts copies it into the client bundle), `mui.com` by default.
 */
export const PRODUCTION_HOST = process.env.NEXT_PUBLIC_DOCS_PRODUCTION_HOST || 'mui.com';

/**
 * Whether a page on `hostname` registers the worker: only on the production
 * host (its name, without port, compared case-insensitively), so previews,
 * local builds and mirrors never install a worker that outlives them.
 */
export function shouldRegisterServiceWorker(
  hostname: string,
  productionHost: string = PRODUCTION_HOST,
): boolean {
  return hostname.toLowerCase() === productionHost.trim().toLowerCase();
}
