import { createReloadOnUpdate } from './reloadOnUpdate';
import { SERVICE_WORKER_SCOPE, serviceWorkerScriptUrl } from './serviceWorkerHost';

/** Tells a worker that has installed behind the active one to take over now. */
function skipWaitingWhenInstalled(worker: ServiceWorker | null): void {
  if (!worker) {
    return;
  }
  const tell = () => {
    if (worker.state === 'installed' && navigator.serviceWorker.controller) {
      worker.postMessage({ type: 'skip-waiting' });
    }
  };
  tell();
  worker.addEventListener('statechange', tell);
}

/** What this page loaded before a worker controlled it: the page and its assets (scripts, typefaces), to keep. */
function loadedUrls(): string[] {
  const resources = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter(
      (name) =>
        name.startsWith(`${window.location.origin}/_next/static/`) ||
        name.startsWith(`${window.location.origin}/fonts/`),
    );
  return [window.location.href.replace(/#.*$/, ''), ...resources];
}

/**
 * Registers the docs' service worker (call on the production host only). A new
 * worker is told to skip waiting as soon as it has installed; the page reloads
 * once it is active and the page has focus.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) {
    return null;
  }
  const container = navigator.serviceWorker;
  const reloader = createReloadOnUpdate({
    hadController: Boolean(container.controller),
    hasFocus: () => document.hasFocus(),
    onFocus: (listener) => window.addEventListener('focus', listener, { once: true }),
    reload: () => window.location.reload(),
  });
  container.addEventListener('controllerchange', () => reloader.controllerChanged());

  // Next's pages router names the running build in the page's data.
  const buildId =
    (window as unknown as { __NEXT_DATA__?: { buildId?: string } }).__NEXT_DATA__?.buildId ??
    'unknown';
  const registration = await container.register(serviceWorkerScriptUrl(buildId), {
    scope: SERVICE_WORKER_SCOPE,
    updateViaCache: 'none',
  });
  skipWaitingWhenInstalled(registration.waiting);
  skipWaitingWhenInstalled(registration.installing);
  registration.addEventListener('updatefound', () =>
    skipWaitingWhenInstalled(registration.installing),
  );
  void container.ready.then((ready) =>
    ready.active?.postMessage({ type: 'cache-urls', urls: loadedUrls() }),
  );
  return registration;
}
