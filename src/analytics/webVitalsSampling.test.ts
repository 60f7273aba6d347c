import { describe, expect, it } from 'vitest';
import { isWebVitalsSampled, WEB_VITALS_SAMPLE_RATE } from './webVitalsSampling';

describe('isWebVitalsSampled', () => {
  it('samples 0.01% of page loads', () => {
    expect(WEB_VITALS_SAMPLE_RATE).toBe(0.0001);
    expect(isWebVitalsSampled(0.00009, null)).toBe(true);
    expect(isWebVitalsSampled(0.0001, null)).toBe(false);
    expect(isWebVitalsSampled(0.5, null)).toBe(false);
  });

  it('obeys the override: all or none', () => {
    expect(isWebVitalsSampled(0.99, 'all')).toBe(true);
    expect(isWebVitalsSampled(0, 'none')).toBe(false);
  });

  it('ignores an unknown override', () => {
    expect(isWebVitalsSampled(0.99, 'yes')).toBe(false);
    expect(isWebVitalsSampled(0, 'yes')).toBe(true);
  });

  it('keeps close to the rate over many page loads', () => {
    let sampled = 0;
    const loads = 1_000_000;
    for (let load = 0; load < loads; load += 1) {
      if (isWebVitalsSampled(load / loads, null)) {
        sampled += 1;
      }
    }
    expect(sampled).toBe(100);
  });
});
