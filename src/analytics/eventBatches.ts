import { EVENTS_BODY_MAX_BYTES, EVENTS_MAX_PER_BATCH, type AnalyticsEvent } from './eventsContract';

/**
 * Splits queued events into request bodies the endpoint accepts: at most
 * `EVENTS_MAX_PER_BATCH` events and `EVENTS_BODY_MAX_BYTES` bytes each. An
 * event too large on its own is dropped (the endpoint would refuse it).
 */
export function splitIntoBatches(
  events: readonly AnalyticsEvent[],
  maxBytes: number = EVENTS_BODY_MAX_BYTES,
  maxEvents: number = EVENTS_MAX_PER_BATCH,
): string[] {
  const encoder = new TextEncoder();
  const bodies: string[] = [];
  let current: string[] = [];
  let size = 0;
  const envelope = encoder.encode('{"events":[]}').length;
  const close = () => {
    if (current.length > 0) {
      bodies.push(`{"events":[${current.join(',')}]}`);
    }
    current = [];
    size = 0;
  };
  for (const event of events) {
    const json = JSON.stringify(event);
    const bytes = encoder.encode(json).length;
    if (envelope + bytes > maxBytes) {
      continue;
    }
    const separator = current.length > 0 ? 1 : 0;
    if (current.length >= maxEvents || envelope + size + separator + bytes > maxBytes) {
      close();
    }
    size += (current.length > 0 ? 1 : 0) + bytes;
    current.push(json);
  }
  close();
  return bodies;
}
