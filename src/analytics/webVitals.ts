import type { AnalyticsEvent, WebVitalName } from './eventsContract';
import { eventPathname } from './pageViewEvent';

/**
 * Measures LCP, INP, CLS, FCP and TTFB of this page load with the `web-vitals`
 * library, loaded only for a sampled page load, and hands each final value on.
 */
export async function reportWebVitals(send: (event: AnalyticsEvent) => void): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
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
