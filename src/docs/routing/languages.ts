/** Languages the site's interface is translated into; the first is the default. */
export const LANGUAGES = ['en', 'zh'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The label of each language in its own script, as shown in the language picker. */
export const LANGUAGE_LABELS: Record<Language, string> = {
  en: 'English',
  zh: '中文',
};
