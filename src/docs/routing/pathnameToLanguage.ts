import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

export interface LocalizedPathname {
  userLanguage: Language;
  /** The pathname without its language segment, always starting with `/`. */
  canonicalAs: string;
}

/**
 * Splits the optional leading language segment off a pathname:
 * `/zh/x/introduction/` → `{ userLanguage: 'zh', canonicalAs: '/x/introduction/' }`.
 * Without a known language segment the page is English.
 */
export function pathnameToLanguage(pathname: string): LocalizedPathname {
  const match = /^\/([a-z]{2})(?=\/|$|\?|#)/.exec(pathname);
  if (match && isLanguage(match[1])) {
    const rest = pathname.slice(match[0].length);
    return { userLanguage: match[1], canonicalAs: rest.startsWith('/') ? rest : `/${rest}` };
  }
  return { userLanguage: DEFAULT_LANGUAGE, canonicalAs: pathname };
}

/** The inverse: the URL of a canonical pathname in a given language. */
export function localizePathname(canonicalAs: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) {
    return canonicalAs;
  }
  return `/${language}${canonicalAs === '/' ? '/' : canonicalAs}`;
}
