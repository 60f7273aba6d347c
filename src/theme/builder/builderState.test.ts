import { describe, expect, it } from 'vitest';
import {
  clampNumber,
  decodeBuilderState,
  DEFAULT_BUILDER_STATE,
  encodeBuilderState,
  normalizeHex,
  withMode,
  type BuilderState,
} from './builderState';

describe('normalizeHex', () => {
  it('accepts 3 and 6 digits, with or without #, in any case', () => {
    expect(normalizeHex('#1976D2')).toBe('#1976d2');
    expect(normalizeHex('ff0000')).toBe('#ff0000');
    expect(normalizeHex(' #abc ')).toBe('#aabbcc');
  });
  it('rejects other text', () => {
    for (const input of ['', '#12', '#1234567', 'red', 'rgb(0,0,0)', '#ggg']) {
      expect(normalizeHex(input)).toBeNull();
    }
  });
});

describe('clampNumber', () => {
  it('rounds and holds numbers to their bounds', () => {
    expect(clampNumber('fontSize', 99)).toBe(20);
    expect(clampNumber('borderRadius', -3)).toBe(0);
    expect(clampNumber('spacing', 6.6)).toBe(7);
  });
  it('gives the default for a value that is not a number', () => {
    expect(clampNumber('spacing', Number.NaN)).toBe(8);
    expect(clampNumber('fontSize', Number.POSITIVE_INFINITY)).toBe(14);
  });
});

describe('withMode', () => {
  it('moves default colors to the new mode and keeps picked ones', () => {
    const dark = withMode(DEFAULT_BUILDER_STATE, 'dark');
    expect(dark).toMatchObject({ mode: 'dark', primary: '#90caf9', secondary: '#ce93d8' });
    const picked = withMode({ ...DEFAULT_BUILDER_STATE, primary: '#00897b' }, 'dark');
    expect(picked).toMatchObject({ primary: '#00897b', secondary: '#ce93d8' });
    expect(withMode(dark, 'light')).toEqual(DEFAULT_BUILDER_STATE);
  });
});

describe('URL params', () => {
  const edited: BuilderState = {
    primary: '#00897b',
    secondary: '#ff5722',
    mode: 'dark',
    fontFamily: 'serif',
    fontSize: 16,
    borderRadius: 12,
    spacing: 6,
    dense: true,
  };

  it('writes nothing for the defaults', () => {
    expect(encodeBuilderState(DEFAULT_BUILDER_STATE).toString()).toBe('');
    expect(encodeBuilderState(withMode(DEFAULT_BUILDER_STATE, 'dark')).toString()).toBe(
      'mode=dark',
    );
  });

  it('round-trips every value', () => {
    const params = encodeBuilderState(edited);
    expect(params.toString()).toBe(
      'mode=dark&primary=00897b&secondary=ff5722&font=serif&size=16&radius=12&spacing=6&dense=1',
    );
    expect(decodeBuilderState(params)).toEqual(edited);
    expect(decodeBuilderState(`?${params.toString()}`)).toEqual(edited);
  });

  it('falls back to the defaults for missing params', () => {
    expect(decodeBuilderState('')).toEqual(DEFAULT_BUILDER_STATE);
    expect(decodeBuilderState('mode=dark')).toEqual(withMode(DEFAULT_BUILDER_STATE, 'dark'));
  });

  it('falls back to the defaults for bad params without throwing', () => {
    const state = decodeBuilderState(
      'mode=sepia&primary=notacolor&secondary=%23zzz&font=comic&size=big&radius=1e3&spacing=&dense=maybe',
    );
    expect(state).toEqual(DEFAULT_BUILDER_STATE);
  });

  it('clamps numbers out of range', () => {
    expect(decodeBuilderState('size=400&radius=-5&spacing=1')).toMatchObject({
      fontSize: 20,
      borderRadius: 0,
      spacing: 2,
    });
  });
});
