import { siteTrees } from './siteTrees';
import type { NavLeaf, TreeId } from '../../docs/nav/types';
import type {
  DocsPageData,
  DocsPageProps,
  PlannedPageData,
  StandalonePageData,
} from '../../docs/page/pageData';
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

/**
 * Which kind of page lives at a page key, before anything is rendered: a page of its own
 * layout, an API page (or a guide's API tab), a planned page, or a content page. The docs
 * pages and their markdown twins (`scripts/markdown/`) both start here.
 */
export type ResolvedPage =
  | { kind: 'standalone'; page: StandalonePageData }
  | { kind: 'api' }
  | { kind: 'planned'; page: PlannedPageData }
  | { kind: 'content'; leaf: NavLeaf & { treeId: TreeId } };

export function resolvePage(pageKey: string): ResolvedPage {
  const standalone = STANDALONE_PAGES[pageKey];
  if (standalone) {
    return { kind: 'standalone', page: standalone };
  }
  const leaf = siteTrees().leaves.get(pageKey);
  if (!leaf || pageKey.includes('/api-docs/')) {
    return { kind: 'api' };
  }
  if (leaf.planned && !hasContentPage(pageKey)) {
    return {
      kind: 'planned',
      page: plannedPageData(
        siteTrees(),
        leaf,
        `${leaf.title} is planned for MUI X and not available in this version.`,
      ),
    };
  }
  return { kind: 'content', leaf };
}

async function loadPageData(pageKey: string, language: Language): Promise<DocsPageData | null> {
  const resolved = resolvePage(pageKey);
  switch (resolved.kind) {
    case 'standalone':
    case 'planned':
      return resolved.page;
    case 'api': {
      const api = loadApiPageData(pageKey, language);
      return api && withApiImportBlocks(api, language);
    }
    case 'content':
      return loadMarkdownPageData(pageKey, resolved.leaf, language);
  }
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
