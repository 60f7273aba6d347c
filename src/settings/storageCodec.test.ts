import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CODE_VARIANT_CODEC } from './codeVariant/codeVariantCodec';
import { DIRECTION_CODEC } from './direction/directionCodec';
import { MODE_CODEC, resolveColorScheme } from './mode/modeCodec';
import { readStoredScript, writeCookieScript } from './initScriptParts';
import { cookieValue, parseStored, serializeCookie } from './storageCodec';

describe('setting codecs', () => {
  it('accept only known values and default otherwise', () => {
    expect(parseStored(MODE_CODEC, 'dark')).toBe('dark');
    expect(parseStored(MODE_CODEC, 'purple')).toBe('system');
    expect(parseStored(MODE_CODEC, null)).toBe('system');
    expect(parseStored(DIRECTION_CODEC, 'rtl')).toBe('rtl');
    expect(parseStored(DIRECTION_CODEC, 'RTL')).toBe('ltr');
  });

  it('use the keys the reference site uses', () => {
    expect(MODE_CODEC.key).toBe('mui-mode');
    expect(DIRECTION_CODEC.key).toBe('mui-direction');
    expect(CODE_VARIANT_CODEC.key).toBe('codeVariant');
  });

  it('resolve system mode with the OS preference', () => {
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
  });

  it('find a cookie among others, by its whole name', () => {
    expect(cookieValue('a=1; codeVariant=JS; b=2', 'codeVariant')).toBe('JS');
    expect(cookieValue('mycodeVariant=JS', 'codeVariant')).toBeNull();
    expect(cookieValue('', 'codeVariant')).toBeNull();
  });
});

describe('codec script parts', () => {
  it.each([
    ['localStorage', 'rtl', 'rtl'],
    ['localStorage', 'up', 'ltr'],
    ['localStorage', null, 'ltr'],
  ] as const)('read %s as parseStored does (stored %j)', (_kind, raw, expected) => {
    const script = `${readStoredScript(DIRECTION_CODEC, 'd')}result=d;`;
    const sandbox = {
      window: { localStorage: { getItem: () => raw } },
      result: undefined as unknown,
    };
    runInNewContext(script, sandbox);
    expect(sandbox.result).toBe(expected);
    expect(expected).toBe(parseStored(DIRECTION_CODEC, raw));
  });

  it.each([
    ['x=1; codeVariant=JS', 'JS'],
    ['codeVariant=PY', 'TS'],
    ['', 'TS'],
  ])('read a cookie as parseStored does (%j)', (cookie, expected) => {
    const sandbox = { document: { cookie }, result: undefined as unknown };
    runInNewContext(`${readStoredScript(CODE_VARIANT_CODEC, 'v')}result=v;`, sandbox);
    expect(sandbox.result).toBe(expected);
    expect(parseStored(CODE_VARIANT_CODEC, cookieValue(cookie, CODE_VARIANT_CODEC.key))).toBe(
      expected,
    );
  });

  it('write a cookie as serializeCookie does', () => {
    const sandbox = { document: { cookie: '' }, v: 'JS' };
    runInNewContext(writeCookieScript(CODE_VARIANT_CODEC, 'v'), sandbox);
    expect(sandbox.document.cookie).toBe(serializeCookie(CODE_VARIANT_CODEC, 'JS'));
  });
});
