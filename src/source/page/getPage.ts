import { siteTrees } from './siteTrees';
import type { DocsPageData, DocsPageProps } from '../../docs/page/pageData';
import { DEFAULT_LANGUAGE, type Language } from '../../docs/routing/languages';
import { ALL_DICTIONARIES } from '../../i18n/allDictionaries';
import { pathnameToPageKey } from '../../docs/routing/pageKey';
import { pathnameToLanguage } from '../../docs/routing/pathnameToLanguage';
import { withApiImportBlocks } from '../api/apiImportBlocks';
import { loadApiPageData } from '../api/apiPageData';
import { hasContentPage } from '../content/contentFiles';
import { checkSource } from './checkSource';
import { loadMarkdownPageData } from './markdownPageData';
import { pageNavOf, plannedPageData } from './pageNav';
import { STANDALONE_PAGES } from './standalonePages';

async function loadPageData(pageKey: string, language: Language): Promise<DocsPageData | null> {
  const standalone = STANDALONE_PAGES[pageKey];
  if (standalone) {
    return standalone;
  }
  const leaf = siteTrees().leaves.get(pageKey);
  if (!leaf || pageKey.includes('/api-docs/')) {
    const api = loadApiPageData(pageKey, language);
    return api && withApiImportBlocks(api, language);
  }
  if (leaf.planned && !hasContentPage(pageKey)) {
    return plannedPageData(
      siteTrees(),
      leaf,
      `${leaf.title} is planned for MUI X and not available in this version.`,
    );
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
  // A guide's API tab is listed under its guide.
  const navPathname = page.kind === 'api-tab' ? page.guidePathname : page.pathname;
  const nav = pageNavOf(siteTrees(), navPathname);
  // English is in the app's bundle; another language's strings come with each of its pages.
  return userLanguage === DEFAULT_LANGUAGE
    ? { userLanguage, page, nav }
    : { userLanguage, page, nav, messages: ALL_DICTIONARIES[userLanguage] };
}
