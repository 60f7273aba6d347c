import { CODE_VARIANT_ATTRIBUTE } from '../settings/codeVariant/codeVariantCodec';
import { COLOR_SCHEME_ATTRIBUTE } from '../theme/docsTheme';
import type { AnalyticsSink } from './analyticsSink';
import { CLICK_EVENT_SELECTOR, isClickSampledIn, parseClickAttributes } from './clickAttributes';
import type { AnalyticsEvent } from './eventsContract';
import { eventPathname, pageViewEvent } from './pageViewEvent';
import { isTrackingRefused } from './privacySignals';
import { createServerSink } from './serverSink';
import { userPropertiesEvent } from './userProperties';
import { isWebVitalsSampled, WEB_VITALS_OVERRIDE_KEY } from './webVitalsSampling';

export interface AnalyticsClient {
  /** Reports a page view of the current address (call after each route change). */
  pageView(): void;
}

function readOverride(): string | null {
  try {
    return window.localStorage.getItem(WEB_VITALS_OVERRIDE_KEY);
  } catch {
    return null;
  }
}

function trackingRefused(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const win = window as Window & { doNotTrack?: string };
  return isTrackingRefused({
    doNotTrack: nav.doNotTrack,
    msDoNotTrack: nav.msDoNotTrack,
    windowDoNotTrack: win.doNotTrack,
    globalPrivacyControl: nav.globalPrivacyControl,
  });
}

/** How long a page view waits for a new title before it is sent with the one the page has. */
const TITLE_WAIT_MS = 1000;

/**
 * Calls back once the new page's title is in the document. Next writes the head when the new page
 * commits, which can be a frame or more after it reports the route change (the page renders
 * through a context, below the providers that keep their render: src/chrome/AppProviders.tsx).
 * A page titled like the last one is sent after `TITLE_WAIT_MS`.
 */
function afterTitleChange(lastTitle: string | null, callback: () => void): void {
  let timer = 0;
  const observer = new MutationObserver(() => {
    if (document.title !== lastTitle) {
      finish();
    }
  });
  let done = false;
  function finish() {
    if (done) {
      return;
    }
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
    callback();
  }
  if (lastTitle === null || document.title !== lastTitle) {
    // The first page view, or a head already written: a task later, as before.
    timer = window.setTimeout(finish, 0);
    return;
  }
  observer.observe(document.head, { subtree: true, childList: true, characterData: true });
  timer = window.setTimeout(finish, TITLE_WAIT_MS);
}

/**
 * Starts analytics for this page load, or returns null when the reader sends
 * Do Not Track or Global Privacy Control (then nothing is sent, nothing
 * loaded). Sends the first page view and the user properties, reports clicks
 * on elements declaring `data-ga-event-*` through one delegated listener, and
 * measures web vitals when this page load is sampled.
 */
export async function startAnalytics(options: {
  measurementId?: string;
}): Promise<AnalyticsClient | null> {
  if (trackingRefused()) {
    return null;
  }
  const sinks: AnalyticsSink[] = [createServerSink()];
  if (options.measurementId) {
    const { createGtagSink } = await import('./gtagSink');
    sinks.push(createGtagSink(options.measurementId));
  }
  const send = (event: AnalyticsEvent) => sinks.forEach((sink) => sink.send(event));

  const root = document.documentElement;
  send(
    userPropertiesEvent({
      codeVariant: root.getAttribute(CODE_VARIANT_ATTRIBUTE),
      language: root.lang || 'en',
      colorScheme: root.getAttribute(COLOR_SCHEME_ATTRIBUTE),
      osPrefersDark: window.matchMedia('(prefers-color-scheme: dark)').matches,
      pixelRatio: window.devicePixelRatio || 1,
    }),
  );

  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const element = target?.closest(CLICK_EVENT_SELECTOR);
      const declaration = element && parseClickAttributes((name) => element.getAttribute(name));
      if (!declaration || !isClickSampledIn(declaration.split, Math.random())) {
        return;
      }
      send({
        type: 'click',
        pathname: eventPathname(window.location.href),
        category: declaration.category,
        action: declaration.action,
        ...(declaration.label ? { label: declaration.label } : {}),
      });
    },
    { capture: true, passive: true },
  );

  if (isWebVitalsSampled(Math.random(), readOverride())) {
    // Awaited, so that a client that reports itself started already observes this load:
    // LCP ends at the reader's first click or key press, and a press before the
    // observers exist would leave LCP to the tab being hidden.
    const { reportWebVitals } = await import('./webVitals');
    reportWebVitals(send);
  }

  let lastTitle: string | null = null;
  const client: AnalyticsClient = {
    pageView() {
      afterTitleChange(lastTitle, () => {
        lastTitle = document.title;
        send(pageViewEvent(window.location.href, document.title));
      });
    },
  };
  client.pageView();
  return client;
}
