import type { WebVitalName } from '../../src/analytics/eventsContract';

/** The kinds of count the store keeps, per day. */
export type EventKind = 'page_view' | 'click' | 'user_property' | 'web_vital';

/**
 * One count of the events table: how many times something happened on a day.
 * Nothing identifies a reader: no address, no cookie, no id, no timestamp
 * finer than the day.
 */
export interface EventCount {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  kind: EventKind;
  /** The page (`''` for user properties). */
  pathname: string;
  productId: string | null;
  productCategoryId: string | null;
  /** What happened: `category/action/label` for a click, `codeVariant=TS` for a property, `LCP`. */
  name: string;
  /** A web vital's histogram bucket (see `webVitalBucket`); 0 for the other kinds. */
  bucket: number;
  count: number;
}

/** CLS is unitless and small: it is counted in thousandths so buckets are whole numbers. */
export function webVitalScale(name: WebVitalName): number {
  return name === 'CLS' ? 1000 : 1;
}

/**
 * The histogram bucket of a measurement: its value (CLS in thousandths) rounded
 * down to two significant digits (1234 ms → 1200, 87 → 87), so percentiles read
 * from the buckets are within 10% of the true ones.
 */
export function webVitalBucket(name: WebVitalName, value: number): number {
  const scaled = Math.max(0, Math.floor(value * webVitalScale(name)));
  if (scaled < 100) {
    return scaled;
  }
  const step = 10 ** (Math.floor(Math.log10(scaled)) - 1);
  return Math.floor(scaled / step) * step;
}

/** Adds up counts with the same key, so a batch writes each row once. */
export function mergeEventCounts(counts: readonly EventCount[]): EventCount[] {
  const merged = new Map<string, EventCount>();
  for (const count of counts) {
    const key = JSON.stringify([count.day, count.kind, count.pathname, count.name, count.bucket]);
    const existing = merged.get(key);
    if (existing) {
      existing.count += count.count;
    } else {
      merged.set(key, { ...count });
    }
  }
  return [...merged.values()];
}

/** A histogram's `p`-th percentile (0–100): the bucket holding that rank. */
export function percentileFromHistogram(
  buckets: ReadonlyArray<{ bucket: number; count: number }>,
  p: number,
): number {
  const sorted = [...buckets].sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) {
    return 0;
  }
  const rank = Math.max(1, Math.ceil((p / 100) * total));
  let seen = 0;
  for (const entry of sorted) {
    seen += entry.count;
    if (seen >= rank) {
      return entry.bucket;
    }
  }
  return sorted[sorted.length - 1].bucket;
}
