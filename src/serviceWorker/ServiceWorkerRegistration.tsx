import { useEffect } from 'react';
import { whenIdle } from '../shared/whenIdle';
import { shouldRegisterServiceWorker } from './serviceWorkerHost';

/**
 * Registers the service worker once the page is idle, on the production host
 * only (`DOCS_PRODUCTION_HOST`); the registration code is a chunk of its own.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!shouldRegisterServiceWorker(window.location.hostname)) {
      return;
    }
    return whenIdle(() => {
      void import('./registerServiceWorker')
        .then(({ registerServiceWorker }) => registerServiceWorker())
        .catch((error: unknown) => console.warn('The service worker was not registered:', error));
    });
  }, []);
  return null;
}
