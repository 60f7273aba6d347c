import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import type { AnalyticsClient } from './analyticsClient';
import { whenIdle } from '../shared/whenIdle';

// Inlined at build time (next.config.ts defines it, empty when unset).
const MEASUREMENT_ID = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID || undefined;

/**
 * Analytics for every page: renders nothing; once the page is interactive and
 * the browser idle, loads the client (its own chunk) and reports a page view
 * per route change.
 */
export function Analytics() {
  const router = useRouter();
  const client = useRef<AnalyticsClient | null>(null);

  useEffect(() => {
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void import('./analyticsClient')
        .then(({ startAnalytics }) => startAnalytics({ measurementId: MEASUREMENT_ID }))
        .then((started) => {
          // Says whether analytics run on this page (`started`) or the reader refused them.
          document.documentElement.dataset.analytics = started ? 'started' : 'refused';
          if (!cancelled) {
            client.current = started;
          }
        })
        .catch((error: unknown) => console.error('Analytics failed to start:', error));
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, []);

  useEffect(() => {
    const onRouteChange = () => client.current?.pageView();
    router.events.on('routeChangeComplete', onRouteChange);
    return () => router.events.off('routeChangeComplete', onRouteChange);
  }, [router.events]);

  return null;
}
