import { pageTrees } from '../../docs/nav/pageTrees';
import type { DocsPageData, DocsPageProps } from '../../docs/page/pageData';
import { DEFAULT_LANGUAGE, type Language } from '../../docs/routing/languages';
import { ALL_DICTIONARIES } from '../../i18n/allDictionaries';
import { pathnameToPageKey } from '../../docs/routing/pageKey';
import { pathnameToLanguage } from '../../docs/routing/pathnameToLanguage';
import { loadApiPageData } from '../api/apiPageData';
import { hasContentPage } from '../content/contentFiles';
import { checkSource } from './checkSource';
import { loadMarkdownPageData } from './markdownPageData';
import { STANDALONE_PAGES } from './standalonePages';

async function loadPageData(pageKey: string, language: Language): Promise<DocsPageData | null> {
  const standalone = STANDALONE_PAGES[pageKey];
  if (standalone) {
    return standalone;
  }
  const leaf = pageTrees.leaves.get(pageKey);
  if (!leaf || pageKey.includes('/api-docs/')) {
    return loadApiPageData(pageKey, language);
  }
  if (leaf.planned && !hasContentPage(pageKey)) {
    return {
      kind: 'planned',
      pathname: pageKey,
      title: leaf.title,
      description: `${leaf.title} is planned for MUI X and not available in this version.`,
      plan: leaf.plan ?? null,
    };
  }
  return loadMarkdownPageData(pageKey, leaf, language);
}

/** The props of the docs page at a catch-all slug, or null when no page lives there. */
export async function getPage(slug: readonly string[]): Promise<DocsPageProps | null> {
  checkSource();
  const url = `/${slug.join('/')}`;
  const userLanguage = pathnameToLanguage(url).userLanguage as Language;
  const page = await loadPageData(pathnameToPageKey(url), userLanguage);
  if (!page) {
    return null;
  }
  // English is in the app's bundle; another language's strings come with each of its pages.
  return userLanguage === DEFAULT_LANGUAGE
    ? { userLanguage, page }
    : { userLanguage, page, messages: ALL_DICTIONARIES[userLanguage] };
}
