import type { AnalyticsSink } from './analyticsSink';
import type { AnalyticsEvent } from './eventsContract';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** The gtag calls an event makes (GA4 names: `page_view`, `user_properties`…). */
export function gtagCalls(event: AnalyticsEvent): unknown[][] {
  switch (event.type) {
    case 'page_view':
      return [
        [
          'event',
          'page_view',
          {
            page_title: event.title,
            page_location: window.location.href,
            productId: event.productId,
            productCategoryId: event.productCategoryId,
          },
        ],
      ];
    case 'click':
      return [
        [
          'event',
          event.action,
          { event_category: event.category, event_label: event.label, page_path: event.pathname },
        ],
      ];
    case 'user_properties':
      return [
        [
          'set',
          'user_properties',
          {
            codeVariant: event.codeVariant,
            language: event.language,
            colorMode: event.colorMode,
            colorModeDiffersFromOs: event.colorModeDiffersFromOs,
            pixelRatio: event.pixelRatio,
          },
        ],
      ];
    case 'web_vital':
      return [
        [
          'event',
          event.name,
          {
            value: Math.round(event.name === 'CLS' ? event.value * 1000 : event.value),
            event_category: 'Web Vitals',
            page_path: event.pathname,
            non_interaction: true,
          },
        ],
      ];
  }
}

/**
 * Google Analytics 4, when `NEXT_PUBLIC_GA_MEASUREMENT_ID` is set: the gtag
 * script (from Google's host, the only third-party request the site can make)
 * is added once the page is interactive; calls made before it loads wait in
 * `dataLayer`, as gtag intends.
 */
export function createGtagSink(measurementId: string): AnalyticsSink {
  window.dataLayer = window.dataLayer ?? [];
  const gtag: Gtag = function gtag() {
    // gtag reads the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag = gtag;
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false, anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
  return {
    send(event) {
      for (const call of gtagCalls(event)) {
        gtag(...call);
      }
    },
  };
}
