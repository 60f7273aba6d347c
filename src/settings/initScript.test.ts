import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CODE_STYLING_CODEC } from './codeStyling/codeStylingCodec';
import { CODE_VARIANT_CODEC, initialCodeVariant } from './codeVariant/codeVariantCodec';
import { DIRECTION_CODEC } from './direction/directionCodec';
import { getInitSettingsScript } from './initScript';
import { MODE_CODEC, THEME_COLORS, resolveColorScheme } from './mode/modeCodec';
import { PACKAGE_MANAGER_CODEC } from './packageManager/packageManagerCodec';
import { parseStored, serializeCookie } from './storageCodec';

interface Page {
  hash?: string;
  /** The `data-manager` of each install tab in the document. */
  installTabs?: string[];
  cookie?: string;
  stored?: Record<string, string>;
  prefersDark?: boolean;
  blockedStorage?: boolean;
}

function fakeElement() {
  const attributes: Record<string, string> = {};
  const classes = new Set<string>();
  return {
    attributes,
    classes,
    tabIndex: 0,
    style: {} as Record<string, string>,
    getAttribute: (name: string) => attributes[name] ?? null,
    setAttribute: (name: string, value: string) => {
      attributes[name] = String(value);
    },
    classList: {
      add: (...names: string[]) => names.forEach((name) => classes.add(name)),
      remove: (...names: string[]) => names.forEach((name) => classes.delete(name)),
    },
  };
}

/** Runs the built init script in a sandbox with a minimal page and returns what it set. */
function runScript({
  hash = '',
  cookie = '',
  stored = {},
  prefersDark = false,
  blockedStorage = false,
  installTabs = [],
}: Page) {
  const html = fakeElement();
  const tabs = installTabs.map((manager) => {
    const tab = fakeElement();
    tab.setAttribute('data-manager', manager);
    return tab;
  });
  const loaded: (() => void)[] = [];
  const body = fakeElement();
  const meta = fakeElement();
  const document = {
    cookie,
    documentElement: html,
    body,
    querySelector: (selector: string) => (selector === 'meta[name="theme-color"]' ? meta : null),
    querySelectorAll: (selector: string) => (selector === '[role="tab"][data-manager]' ? tabs : []),
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'DOMContentLoaded') {
        loaded.push(listener);
      }
    },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (blockedStorage) {
        throw new Error('SecurityError: storage is blocked');
      }
      return stored[key] ?? null;
    },
  };
  const window = {
    get localStorage() {
      return localStorage;
    },
    matchMedia: (query: string) => ({
      matches: query === '(prefers-color-scheme: dark)' && prefersDark,
    }),
  };
  runInNewContext(getInitSettingsScript(), { window, document, location: { hash } });
  loaded.forEach((listener) => listener());
  return { html, body, meta, tabs, cookie: document.cookie };
}

describe('the inline init script', () => {
  it.each([
    ['dark', false],
    ['light', true],
    ['system', true],
    ['system', false],
    [null, true],
    [null, false],
    ['bogus', true],
    ['DARK', false],
  ])('shows the scheme the mode codec gives (stored %j, OS dark %j)', (mode, prefersDark) => {
    const stored = mode === null ? {} : { [MODE_CODEC.key]: mode };
    const expected = resolveColorScheme(parseStored(MODE_CODEC, mode), prefersDark);
    const { html, body, meta } = runScript({ stored, prefersDark });
    expect(html.attributes['data-mui-color-scheme']).toBe(expected);
    expect(html.style.colorScheme).toBe(expected);
    expect([...body.classes]).toEqual([`mode-${expected}`]);
    expect(meta.attributes.content).toBe(THEME_COLORS[expected]);
  });

  it.each(['rtl', 'ltr', null, 'RTL', 'auto'])(
    'sets the direction the codec gives on <html> and <body> (stored %j)',
    (direction) => {
      const stored = direction === null ? {} : { [DIRECTION_CODEC.key]: direction };
      const expected = parseStored(DIRECTION_CODEC, direction);
      const { html, body } = runScript({ stored });
      expect(html.attributes.dir).toBe(expected);
      expect(body.attributes.dir).toBe(expected);
    },
  );

  it.each([null, 'system', 'css', 'tailwind'])(
    'picks the code styling the codec gives (stored %j)',
    (styling) => {
      const stored = styling === null ? {} : { [CODE_STYLING_CODEC.key]: styling };
      expect(runScript({ stored }).html.attributes['data-code-styling']).toBe(
        parseStored(CODE_STYLING_CODEC, styling),
      );
    },
  );

  it.each([null, 'npm', 'yarn', 'pnpm', 'bun'])(
    'picks the package manager the codec gives and selects its install tabs (stored %j)',
    (manager) => {
      const stored = manager === null ? {} : { [PACKAGE_MANAGER_CODEC.key]: manager };
      const expected = parseStored(PACKAGE_MANAGER_CODEC, manager);
      const { html, tabs } = runScript({ stored, installTabs: ['npm', 'yarn', 'pnpm', 'npm'] });
      expect(html.attributes['data-package-manager']).toBe(expected);
      const selected = tabs.map((tab) => tab.attributes['aria-selected'] ?? 'as in the HTML');
      // The server HTML selects npm; the script changes the tabs only for another manager.
      expect(selected).toEqual(
        expected === 'npm'
          ? ['as in the HTML', 'as in the HTML', 'as in the HTML', 'as in the HTML']
          : ['npm', 'yarn', 'pnpm', 'npm'].map((name) => String(name === expected)),
      );
      if (expected !== 'npm') {
        expect(tabs.map((tab) => tab.tabIndex)).toEqual(
          ['npm', 'yarn', 'pnpm', 'npm'].map((name) => (name === expected ? 0 : -1)),
        );
      }
    },
  );

  it.each([
    ['#Demo.js', ''],
    ['#Demo.tsx', 'codeVariant=JS'],
    ['', 'a=1; codeVariant=JS'],
    ['', 'codeVariant=TS; b=2'],
    ['#props', ''],
    ['#notjs', 'codeVariant=XX'],
    ['', 'mycodeVariant=JS'],
  ])('picks the code variant the codec gives (hash %j, cookie %j)', (hash, cookie) => {
    expect(runScript({ hash, cookie }).html.attributes['data-code-variant']).toBe(
      initialCodeVariant(hash, cookie),
    );
  });

  it('stores a variant the hash asks for, as the codec does', () => {
    expect(runScript({ hash: '#Demo.js' }).cookie).toBe(serializeCookie(CODE_VARIANT_CODEC, 'JS'));
    expect(runScript({ hash: '#props', cookie: 'codeVariant=JS' }).cookie).toBe('codeVariant=JS');
  });

  it('applies the cookie setting when storage is blocked, and leaves the rest unset', () => {
    const { html, body } = runScript({ blockedStorage: true, cookie: 'codeVariant=JS' });
    expect(html.attributes).toEqual({ 'data-code-variant': 'JS' });
    expect([...body.classes]).toEqual([]);
  });
});
