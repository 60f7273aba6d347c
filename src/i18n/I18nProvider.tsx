import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { Language } from '../docs/routing/languages';
import { createTranslator, type Translate } from './translate';

interface I18nValue {
  language: Language;
  t: Translate;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  const value = useMemo(() => ({ language, t: createTranslator(language) }), [language]);
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
