import { describe, expect, it } from 'vitest';
import { CODE_STYLING_CODEC } from './codeStyling/codeStylingCodec';
import { initialCodeVariant } from './codeVariant/codeVariantCodec';
import { parseStored } from './storageCodec';
import { getInitSettingsScript } from './initScript';
import { resolveColorScheme, type Mode } from './mode/modeCodec';

/** Runs the inline script against a minimal page and returns what it set. */
function runScript({
  hash = '',
  cookie = '',
  mode = null as string | null,
  styling = null as string | null,
  prefersDark = false,
}) {
  const attributes: Record<string, string> = {};
  const classes = new Set<string>();
  const document = {
    cookie,
    documentElement: {
      setAttribute: (name: string, value: string) => (attributes[name] = value),
      style: {},
    },
    body: {
      classList: {
        add: (name: string) => classes.add(name),
        remove: (...names: string[]) => names.forEach((n) => classes.delete(n)),
      },
      setAttribute: (name: string, value: string) => (attributes[`body:${name}`] = value),
    },
    querySelector: () => null,
  };
  const window = {
    localStorage: {
      getItem: (key: string) =>
        ({ 'mui-mode': mode, [CODE_STYLING_CODEC.key]: styling })[key] ?? null,
    },
    matchMedia: () => ({ matches: prefersDark }),
  };
  new Function('window', 'document', 'location', getInitSettingsScript())(window, document, {
    hash,
  });
  return { attributes, classes, cookie: document.cookie };
}

describe('the inline init script', () => {
  it.each([null, 'system', 'css', 'tailwind'])(
    'picks the code styling as the codec does (stored %j)',
    (styling) => {
      expect(runScript({ styling }).attributes['data-code-styling']).toBe(
        parseStored(CODE_STYLING_CODEC, styling),
      );
    },
  );

  it.each([
    ['#Demo.js', ''],
    ['#Demo.tsx', 'codeVariant=JS'],
    ['', 'a=1; codeVariant=JS'],
    ['#props', ''],
    ['#notjs', 'codeVariant=XX'],
  ])('picks the code variant as the codec does (hash %j, cookie %j)', (hash, cookie) => {
    expect(runScript({ hash, cookie }).attributes['data-code-variant']).toBe(
      initialCodeVariant(hash, cookie),
    );
  });

  it('saves a variant preset by the hash', () => {
    expect(runScript({ hash: '#Demo.js' }).cookie).toBe(
      'codeVariant=JS; path=/; max-age=31536000; samesite=lax',
    );
  });

  it.each([
    ['dark', false],
    ['light', true],
    ['system', true],
    ['system', false],
    [null, true],
    ['bogus', false],
  ] as const)('resolves mode %j (OS dark: %j) as the codec does', (mode, prefersDark) => {
    const expected = resolveColorScheme(
      (['light', 'dark', 'system'].includes(mode ?? '') ? mode : 'system') as Mode,
      prefersDark,
    );
    const { attributes, classes } = runScript({ mode, prefersDark });
    expect(attributes['data-mui-color-scheme']).toBe(expected);
    expect([...classes]).toEqual([`mode-${expected}`]);
  });
});
