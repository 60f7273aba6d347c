import { describe, expect, it } from 'vitest';
import { scaleFromBase } from './colorScale';
import {
  decodeJoyBuilderState,
  DEFAULT_JOY_BUILDER_STATE,
  DEFAULT_PALETTES,
  encodeJoyBuilderState,
  withBaseColor,
  withShade,
  type JoyBuilderState,
} from './joyBuilderState';

describe('defaults', () => {
  it("are Joy UI's scales, in lower case", () => {
    expect(DEFAULT_PALETTES.primary['500']).toBe('#0b6bcb');
    expect(DEFAULT_PALETTES.neutral['50']).toBe('#fbfcfe');
    expect(DEFAULT_PALETTES.warning['500']).toBe('#9a5b13');
  });
});

describe('palette edits', () => {
  it('a base color makes the whole scale; a shade edit changes that shade only', () => {
    const based = withBaseColor(DEFAULT_JOY_BUILDER_STATE, 'primary', '#7e22ce');
    expect(based.palettes.primary).toEqual(scaleFromBase('#7e22ce'));
    expect(based.palettes.neutral).toBe(DEFAULT_PALETTES.neutral);
    const shaded = withShade(based, 'primary', '900', '#100020');
    expect(shaded.palettes.primary).toEqual({ ...scaleFromBase('#7e22ce'), 900: '#100020' });
  });
});

describe('URL params', () => {
  const edited: JoyBuilderState = {
    ...withShade(
      withShade(
        withBaseColor(DEFAULT_JOY_BUILDER_STATE, 'primary', '#7e22ce'),
        'primary',
        '900',
        '#100020',
      ),
      'danger',
      '600',
      '#991111',
    ),
    fonts: { body: 'serif', display: 'inter', code: 'mono' },
    radius: { xs: 2, sm: 20, md: 8, lg: 12, xl: 0 },
  };

  it('writes nothing for the defaults', () => {
    expect(encodeJoyBuilderState(DEFAULT_JOY_BUILDER_STATE).toString()).toBe('');
  });

  it('writes a palette as its base and the shades that differ from the base scale, or as changed shades', () => {
    expect(encodeJoyBuilderState(edited).toString()).toBe(
      'primary=7e22ce&primary.900=100020&danger.600=991111&body=serif&code=mono&radius.sm=20&radius.xl=0',
    );
  });

  it('round-trips every value', () => {
    const params = encodeJoyBuilderState(edited);
    expect(decodeJoyBuilderState(params)).toEqual(edited);
    expect(decodeJoyBuilderState(`?${params.toString()}`)).toEqual(edited);
  });

  it('falls back to the defaults for missing or bad params without throwing', () => {
    expect(decodeJoyBuilderState('')).toEqual(DEFAULT_JOY_BUILDER_STATE);
    expect(
      decodeJoyBuilderState(
        'primary=nope&primary.500=%23zzz&neutral.1000=ffffff&body=comic&code=&radius.sm=big&radius.md=',
      ),
    ).toEqual(DEFAULT_JOY_BUILDER_STATE);
  });

  it('clamps radii out of range', () => {
    expect(decodeJoyBuilderState('radius.sm=400&radius.xs=-3&radius.md=7.6').radius).toEqual({
      xs: 0,
      sm: 40,
      md: 8,
      lg: 12,
      xl: 16,
    });
  });
});
