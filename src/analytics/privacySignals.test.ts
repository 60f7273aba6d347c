import { describe, expect, it } from 'vitest';
import { isTrackingRefused } from './privacySignals';

describe('isTrackingRefused', () => {
  it('refuses on Do Not Track, in any of its spellings', () => {
    expect(isTrackingRefused({ doNotTrack: '1' })).toBe(true);
    expect(isTrackingRefused({ windowDoNotTrack: '1' })).toBe(true);
    expect(isTrackingRefused({ msDoNotTrack: 'yes' })).toBe(true);
  });

  it('refuses on Global Privacy Control', () => {
    expect(isTrackingRefused({ globalPrivacyControl: true })).toBe(true);
  });

  it('allows without a signal, or with Do Not Track off or unset', () => {
    expect(isTrackingRefused({})).toBe(false);
    expect(isTrackingRefused({ doNotTrack: '0', globalPrivacyControl: false })).toBe(false);
    expect(isTrackingRefused({ doNotTrack: 'unspecified', windowDoNotTrack: null })).toBe(false);
  });
});
