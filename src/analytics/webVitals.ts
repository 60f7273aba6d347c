import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import type { AnalyticsEvent, WebVitalName } from './eventsContract';
import { eventPathname } from './pageViewEvent';

/**
 * Measures LCP, INP, CLS, FCP and TTFB of this page load with the `web-vitals`
 * library, and hands each final value on. This module (with the library in its chunk) is
 * loaded only for a sampled page load; once it has run, the observers and the input
 * listeners that end LCP are registered.
 */
export function reportWebVitals(send: (event: AnalyticsEvent) => void): void {
  // The page the load was measured on, even if the reader has navigated since.
  const pathname = eventPathname(window.location.href);
  const report = (metric: { name: string; value: number }) => {
    send({
      type: 'web_vital',
      pathname,
      name: metric.name as WebVitalName,
      value: Math.max(0, metric.value),
    });
  };
  onCLS(report);
  onFCP(report);
  onINP(report);
  onLCP(report);
  onTTFB(report);
}
