import type { Language } from '../docs/routing/languages';
import en from './en.json';

/** A language's strings, nested by feature (`settings.dark`). */
export type Dictionary = { [key: string]: string | Dictionary };

/** Every translation key, derived from the English file (the source of truth). */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TranslationKey = Leaves<typeof en>;

/**
 * The dictionaries every page carries: English only, the fallback of every other language.
 * Another language's strings come with its pages (`messages` in their props) or are loaded
 * on demand (`loadDictionary`), so English pages never download them; the build reads them
 * all from `allDictionaries.ts`.
 */
export const BUNDLED_DICTIONARIES: Record<string, Dictionary> = { en };

function lookup(dictionary: Dictionary | undefined, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') {
      return undefined;
    }
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export type Translate = (key: TranslationKey, values?: Record<string, string>) => string;

/**
 * A translator for one language. A missing language or key logs a console
 * error naming it and falls back to English; a key English lacks too gives `…`.
 */
export function createTranslator(
  language: Language | string,
  dictionaries: Record<string, Dictionary> = BUNDLED_DICTIONARIES,
): Translate {
  const dictionary = dictionaries[language];
  if (!dictionary) {
    console.error(`Missing translations for language "${language}"; falling back to English.`);
  }
  return (key, values) => {
    let text = lookup(dictionary, key);
    if (text === undefined) {
      if (dictionary) {
        console.error(`Missing translation for key "${key}" in language "${language}".`);
      }
      text = lookup(dictionaries.en, key);
      if (text === undefined) {
        console.error(`Missing translation for key "${key}" in English.`);
        return '…';
      }
    }
    return values
      ? text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match)
      : text;
  };
}
