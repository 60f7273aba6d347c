import { describe, expect, it } from 'vitest';
import {
  mergeEventCounts,
  percentileFromHistogram,
  webVitalBucket,
  type EventCount,
} from './eventCounts';

describe('webVitalBucket', () => {
  it('keeps two significant digits of milliseconds', () => {
    expect(webVitalBucket('LCP', 1234.5)).toBe(1200);
    expect(webVitalBucket('FCP', 87.9)).toBe(87);
    expect(webVitalBucket('TTFB', 100)).toBe(100);
    expect(webVitalBucket('INP', 45_678)).toBe(45_000);
    expect(webVitalBucket('INP', 0)).toBe(0);
  });

  it('counts CLS in thousandths', () => {
    expect(webVitalBucket('CLS', 0.1234)).toBe(120);
    expect(webVitalBucket('CLS', 0.004)).toBe(4);
  });
});

describe('percentileFromHistogram', () => {
  const histogram = [
    { bucket: 300, count: 1 },
    { bucket: 100, count: 2 },
    { bucket: 200, count: 1 },
  ];

  it('finds the bucket holding a rank', () => {
    expect(percentileFromHistogram(histogram, 50)).toBe(100);
    expect(percentileFromHistogram(histogram, 75)).toBe(200);
    expect(percentileFromHistogram(histogram, 95)).toBe(300);
  });

  it('is 0 for an empty histogram', () => {
    expect(percentileFromHistogram([], 50)).toBe(0);
  });
});

describe('mergeEventCounts', () => {
  const count = (name: string, n = 1): EventCount => ({
    day: '2026-11-25',
    kind: 'click',
    pathname: '/x/',
    productId: 'x',
    productCategoryId: 'x',
    name,
    bucket: 0,
    count: n,
  });

  it('adds up counts of the same row', () => {
    expect(mergeEventCounts([count('a'), count('b'), count('a', 2)])).toEqual([
      count('a', 3),
      count('b'),
    ]);
  });
});
