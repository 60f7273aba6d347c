import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_DICTIONARIES } from './allDictionaries';
import { BUNDLED_DICTIONARIES, createTranslator, type Dictionary } from './translate';

function keysOf(dictionary: Dictionary, prefix = ''): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('createTranslator', () => {
  afterEach(() => vi.restoreAllMocks());

  it('translates and interpolates', () => {
    const t = createTranslator('zh', ALL_DICTIONARIES);
    expect(t('settings.dark')).toBe('深色');
    expect(t('planned.title', { title: 'Gauge' })).toBe('Gauge（计划中）');
  });

  it('falls back to English for a missing key and logs the key', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const t = createTranslator('zh', { en: { a: { b: 'English B' } }, zh: { a: {} } });
    expect(t('a.b' as never)).toBe('English B');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"a.b"'));
  });

  it('falls back to English for a missing language and logs it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const t = createTranslator('fr');
    expect(t('settings.dark')).toBe('Dark');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"fr"'));
  });

  it('gives an ellipsis when English lacks the key too', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const t = createTranslator('en');
    expect(t('nope.nothing' as never)).toBe('…');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"nope.nothing"'));
  });

  it('has the same keys in every language', () => {
    const english = keysOf(ALL_DICTIONARIES.en).sort();
    for (const [language, dictionary] of Object.entries(ALL_DICTIONARIES)) {
      expect(keysOf(dictionary).sort(), language).toEqual(english);
    }
  });

  it('bundles English only: other languages come with their pages', () => {
    expect(Object.keys(BUNDLED_DICTIONARIES)).toEqual(['en']);
  });
});
