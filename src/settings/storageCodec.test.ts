import { describe, expect, it } from 'vitest';
import { DIRECTION_CODEC } from './direction/directionCodec';
import { MODE_CODEC, resolveColorScheme } from './mode/modeCodec';
import { parseStored } from './storageCodec';

describe('setting codecs', () => {
  it('accept only known values and default otherwise', () => {
    expect(parseStored(MODE_CODEC, 'dark')).toBe('dark');
    expect(parseStored(MODE_CODEC, 'purple')).toBe('system');
    expect(parseStored(MODE_CODEC, null)).toBe('system');
    expect(parseStored(DIRECTION_CODEC, 'rtl')).toBe('rtl');
    expect(parseStored(DIRECTION_CODEC, 'RTL')).toBe('ltr');
  });

  it('use the keys the spec names', () => {
    expect(MODE_CODEC.key).toBe('mui-mode');
    expect(DIRECTION_CODEC.key).toBe('mui-direction');
  });

  it('resolve system mode with the OS preference', () => {
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
  });
});
