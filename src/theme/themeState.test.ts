import { describe, expect, it } from 'vitest';
import {
  changeSettingsOf,
  DEFAULT_THEME_STATE,
  themeReducer,
  type ThemeAction,
  type ThemeState,
} from './themeState';

const custom: ThemeState = {
  dense: true,
  direction: 'rtl',
  paletteColors: { primary: { main: '#ff5722' } },
  spacing: 11,
  paletteMode: 'dark',
};

describe('themeReducer', () => {
  it('starts light, left to right, with 8 px spacing, not dense and no custom colors', () => {
    expect(DEFAULT_THEME_STATE).toEqual({
      dense: false,
      direction: 'ltr',
      paletteColors: {},
      spacing: 8,
      paletteMode: 'light',
    });
  });

  it('sets, increases and decreases spacing', () => {
    expect(themeReducer(DEFAULT_THEME_STATE, { type: 'SET_SPACING', payload: 5 }).spacing).toBe(5);
    expect(themeReducer(DEFAULT_THEME_STATE, { type: 'INCREASE_SPACING' }).spacing).toBe(9);
    expect(themeReducer(DEFAULT_THEME_STATE, { type: 'DECREASE_SPACING' }).spacing).toBe(7);
    expect(
      themeReducer({ ...DEFAULT_THEME_STATE, spacing: 0 }, { type: 'DECREASE_SPACING' }).spacing,
    ).toBe(0);
  });

  it('refuses a spacing that is not a number of pixels', () => {
    for (const payload of [Number.NaN, -1, Number.POSITIVE_INFINITY]) {
      expect(() => themeReducer(DEFAULT_THEME_STATE, { type: 'SET_SPACING', payload })).toThrow(
        /Theme spacing must be a number of pixels/,
      );
    }
  });

  it('sets dense and resets density (dense off, spacing 8) without touching the rest', () => {
    expect(themeReducer(DEFAULT_THEME_STATE, { type: 'SET_DENSE', payload: true }).dense).toBe(
      true,
    );
    expect(themeReducer(custom, { type: 'RESET_DENSITY' })).toEqual({
      ...custom,
      dense: false,
      spacing: 8,
    });
  });

  it('resets colors only', () => {
    expect(themeReducer(custom, { type: 'RESET_COLORS' })).toEqual({
      ...custom,
      paletteColors: {},
    });
  });

  it('changes mode, direction and colors, each only when given', () => {
    expect(
      themeReducer(DEFAULT_THEME_STATE, { type: 'CHANGE', payload: { paletteMode: 'dark' } }),
    ).toEqual({
      ...DEFAULT_THEME_STATE,
      paletteMode: 'dark',
    });
    expect(
      themeReducer(DEFAULT_THEME_STATE, {
        type: 'CHANGE',
        payload: { direction: 'rtl', paletteColors: { secondary: { main: '#00897b' } } },
      }),
    ).toEqual({
      ...DEFAULT_THEME_STATE,
      direction: 'rtl',
      paletteColors: { secondary: { main: '#00897b' } },
    });
  });

  it('keeps the state object when an action changes nothing', () => {
    const state = DEFAULT_THEME_STATE;
    expect(themeReducer(state, { type: 'SET_DENSE', payload: false })).toBe(state);
    expect(themeReducer(state, { type: 'SET_SPACING', payload: 8 })).toBe(state);
    expect(themeReducer(state, { type: 'RESET_DENSITY' })).toBe(state);
    expect(themeReducer(state, { type: 'RESET_COLORS' })).toBe(state);
    expect(
      themeReducer(state, { type: 'CHANGE', payload: { paletteMode: 'light', direction: 'ltr' } }),
    ).toBe(state);
    expect(themeReducer(state, { type: 'SET_DENSE', payload: true })).not.toBe(state);
  });

  it('throws on any other action, naming it', () => {
    const unknown = { type: 'TOGGLE_EVERYTHING' } as unknown as ThemeAction;
    expect(() => themeReducer(DEFAULT_THEME_STATE, unknown)).toThrow(
      'Unrecognized theme action type "TOGGLE_EVERYTHING"',
    );
  });
});

describe('changeSettingsOf', () => {
  const settingsSpy = () => {
    const calls: string[] = [];
    return {
      calls,
      settings: {
        setMode: (mode: string) => calls.push(`mode ${mode}`),
        setDirection: (direction: string) => calls.push(`direction ${direction}`),
      },
    };
  };

  it('hands the mode and direction of a CHANGE to the reader’s settings', () => {
    const { calls, settings } = settingsSpy();
    changeSettingsOf(
      { type: 'CHANGE', payload: { paletteMode: 'dark', direction: 'rtl' } },
      settings,
    );
    expect(calls).toEqual(['mode dark', 'direction rtl']);
  });

  it('leaves the settings alone for colors only, and for every other action', () => {
    const { calls, settings } = settingsSpy();
    changeSettingsOf(
      { type: 'CHANGE', payload: { paletteColors: { primary: { main: '#ff5722' } } } },
      settings,
    );
    changeSettingsOf({ type: 'SET_DENSE', payload: true }, settings);
    expect(calls).toEqual([]);
  });
});
