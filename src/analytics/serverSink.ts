import type { AnalyticsEvent } from './eventsContract';
import { splitIntoBatches } from './eventBatches';
import type { AnalyticsSink } from './analyticsSink';

export const EVENTS_ENDPOINT = '/api/events';

function sendBody(body: string): void {
  const blob = new Blob([body], { type: 'application/json' });
  try {
    if (navigator.sendBeacon?.(EVENTS_ENDPOINT, blob)) {
      return;
    }
  } catch {
    // Some browsers refuse a JSON blob in a beacon: fall back to a keepalive fetch.
  }
  void fetch(EVENTS_ENDPOINT, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
    keepalive: true,
    credentials: 'omit',
  }).catch(() => {
    // Analytics never bother the reader: a lost batch is lost.
  });
}

/**
 * The default sink: our own server. Events wait in memory and leave in batches
 * by `navigator.sendBeacon` when the page is hidden (tab switch, navigation
 * away, close), so sending never competes with the page.
 */
export function createServerSink(): AnalyticsSink {
  let queue: AnalyticsEvent[] = [];
  const flush = () => {
    if (queue.length === 0) {
      return;
    }
    const events = queue;
    queue = [];
    splitIntoBatches(events).forEach(sendBody);
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') {
      flush();
    }
  };
  // On window, in the bubbling phase: after web-vitals' own listeners on document have reported
  // the final values into the queue.
  window.addEventListener('visibilitychange', onVisibilityChange);
  // Safari does not always fire visibilitychange when a page is unloaded.
  window.addEventListener('pagehide', flush);
  return {
    send(event) {
      queue.push(event);
    },
    flush,
  };
}
