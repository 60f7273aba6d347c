/** Where the service worker is served; `Service-Worker-Allowed: /` lets it control the whole site. */
export const SERVICE_WORKER_URL = '/x/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

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
