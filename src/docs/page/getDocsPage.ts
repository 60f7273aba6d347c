import type { GetStaticPathsResult } from 'next';
import {
  apiTabsOf,
  findUnknownApiNames,
  listApiPageKeys,
  loadApiTab,
  loadXApiPage,
} from '../api/apiPages';
import { createTranslator } from '../../i18n/translate';
import { hasContentPage, listContentPathnames, loadContentPage } from '../markdown/contentPages';
import { pageTrees } from '../nav/pageTrees';
import { assertTreeMatchesContent } from '../nav/validateTree';
import { LANGUAGES, type Language } from '../routing/languages';
import { localizePathname, pathnameToLanguage } from '../routing/pathnameToLanguage';
import { pathnameToPageKey } from '../routing/pageKey';
import { loadDemo } from '../demo/loadDemo';
import { splitDemoSlots } from '../markdown/renderMarkdown';
import { pageKeyToUrl } from '../siteConfig';
import { pickPromotion } from '../../sponsors/promotions';
import type { BodySegment, DocsPageData, DocsPageProps, StandalonePageData } from './pageData';

/** Pages rendered by their own layout rather than from content/, keyed by page key. */
export const STANDALONE_PAGES: Record<string, StandalonePageData> = {
  '/': {
    kind: 'home',
    pathname: '/',
    title: 'MUI X v6',
    description:
      'Documentation for MUI X v6: the React Data Grid, Date and Time Pickers, Charts and Tree View, with live demos and API reference.',
  },
  '/versions': {
    kind: 'versions',
    pathname: '/versions',
    title: 'Versions',
    description:
      'The versions of MUI X and the MUI core families documented on this site, and where to read the others.',
  },
};

let checked = false;

/** Fails the build when the navigation trees and content/ disagree. */
function checkTrees(): void {
  if (!checked) {
    assertTreeMatchesContent(
      pageTrees,
      listContentPathnames(),
      new Set(Object.keys(STANDALONE_PAGES)),
      new Set(listApiPageKeys()),
    );
    const unknown = findUnknownApiNames();
    if (unknown.length > 0) {
      throw new Error(`Guide pages name unknown APIs:\n- ${unknown.join('\n- ')}`);
    }
    checked = true;
  }
}

/** Every docs page in every language, as catch-all route params. */
export function getDocsStaticPaths(): GetStaticPathsResult<{ slug: string[] }> {
  checkTrees();
  const pathnames = new Set([
    ...Object.keys(STANDALONE_PAGES),
    ...pageTrees.leaves.keys(),
    ...listApiPageKeys(),
  ]);
  const paths = LANGUAGES.flatMap((language) =>
    [...pathnames].map((pathname) => ({
      params: {
        slug: localizePathname(pageKeyToUrl(pathname), language).split('/').filter(Boolean),
      },
    })),
  );
  return { paths, fallback: false };
}

function loadApiPageData(pageKey: string, language: Language): DocsPageData | null {
  const api = loadXApiPage(pageKey, language);
  if (api) {
    return { kind: 'api', pathname: pageKey, ...api };
  }
  const tab = loadApiTab(pageKey, language);
  if (!tab) {
    return null;
  }
  const t = createTranslator(language);
  return {
    kind: 'api-tab',
    pathname: pageKey,
    title: `${tab.guideTitle} ${t(`api.tabs.${tab.tab}`)}`,
    description: `${t(`api.tabs.${tab.tab}`)}: ${tab.entries.map((entry) => entry.name).join(', ')}.`,
    guidePathname: tab.guidePathname,
    tab: tab.tab,
    tabs: tab.tabs,
    toc: tab.toc,
    entries: tab.entries,
  };
}

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
  const t = createTranslator(language);
  const content = await loadContentPage(pageKey, {
    headingLink: t('page.headingLink'),
    sectionFeedback: t('feedback.sectionEntry'),
    copy: t('code.copy'),
    copied: t('code.copied'),
    copyFailed: t('code.copyFailed'),
  });
  const slots = splitDemoSlots(content.html);
  const body = await Promise.all(
    slots.map(async (slot): Promise<BodySegment> =>
      slot.kind !== 'demo'
        ? slot
        : {
            kind: 'demo',
            demo: await loadDemo(pageKey, slot.file),
            css: slot.cssFile ? await loadDemo(pageKey, slot.cssFile) : null,
          },
    ),
  );
  // The in-house promotion goes right after the first demo, unless its slot says ad="off".
  const firstDemo = slots.findIndex((slot) => slot.kind === 'demo');
  const firstDemoSlot = slots[firstDemo];
  const promotion =
    firstDemoSlot?.kind === 'demo' && firstDemoSlot.ad
      ? pickPromotion(pageKey, (href) => pageTrees.leaves.has(href.replace(/\/$/, '')))
      : null;
  if (promotion) {
    body.splice(firstDemo + 1, 0, { kind: 'ad', promotion });
  }
  return {
    kind: 'markdown',
    pathname: pageKey,
    title: content.title,
    description: content.description,
    body,
    toc: content.toc,
    sourcePath: content.sourcePath,
    plan: leaf.plan ?? null,
    planned: leaf.planned,
    apiTabs: apiTabsOf(pageKey),
  };
}

/** The props of the docs page at a catch-all slug, or null when no page lives there. */
export async function getDocsPageProps(slug: readonly string[]): Promise<DocsPageProps | null> {
  checkTrees();
  const url = `/${slug.join('/')}`;

  const userLanguage = pathnameToLanguage(url).userLanguage as Language;
  const page = await loadPageData(pathnameToPageKey(url), userLanguage);
  return page ? { userLanguage, page } : null;
}
