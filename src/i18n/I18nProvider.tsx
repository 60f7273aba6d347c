import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { Language } from '../docs/routing/languages';
import {
  BUNDLED_DICTIONARIES,
  createTranslator,
  type Dictionary,
  type Translate,
} from './translate';

interface I18nValue {
  language: Language;
  t: Translate;
}

const I18nContext = createContext<I18nValue | null>(null);

/**
 * The first dictionary seen per language. Every page of a language brings the same strings;
 * keeping one object keeps `t` the same across client-side navigations, so the chrome does not
 * render again for nothing.
 */
const knownDictionaries = new Map<Language, Dictionary>();

function stableDictionary(language: Language, dictionary: Dictionary | undefined) {
  if (!dictionary) {
    return undefined;
  }
  const known = knownDictionaries.get(language);
  if (known) {
    return known;
  }
  knownDictionaries.set(language, dictionary);
  return dictionary;
}

export interface I18nProviderProps {
  language: Language;
  /** The language's strings when it is not English (bundled): from the page's props or loaded. */
  dictionary?: Dictionary;
  children: ReactNode;
}

export function I18nProvider({ language, dictionary, children }: I18nProviderProps) {
  const strings = stableDictionary(language, dictionary);
  const value = useMemo(
    () => ({
      language,
      t: createTranslator(
        language,
        strings ? { ...BUNDLED_DICTIONARIES, [language]: strings } : BUNDLED_DICTIONARIES,
      ),
    }),
    [language, strings],
  );
  useEffect(() => {
    // The server sets `<html lang>`; client-side language switches keep it true.
    document.documentElement.lang = language;
  }, [language]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) {
    throw new Error(
      'useI18n() was called outside <I18nProvider>: wrap the app in it (src/pages/_app.tsx).',
    );
  }
  return value;
}

export function useTranslate(): Translate {
  return useI18n().t;
}
