// The data of the API pages: an X product's index and entries, a guide page's API tabs.
import {
  apiRoutePrefixOf,
  parseApiPageKey,
  type ApiPageProductId,
} from '../../docs/api/apiPageIndex';
import type { ApiEntryView, ApiIndexView } from '../../docs/api/apiView';
import { baseUiNavTitle } from '../../docs/api/coreApiNames';
import { toApiEntryView, toApiIndexView } from '../../docs/api/toApiView';
import type { ApiPageData, ApiTab, ApiTabPageData, TocEntry } from '../../docs/page/pageData';
import { productOfPathname } from '../../products';
import type { Language } from '../../docs/routing/languages';
import { ALL_DICTIONARIES } from '../../i18n/allDictionaries';
import { createTranslator } from '../../i18n/translate';
import { viewContext, type ApiDescriptionFormat } from './apiLinks';
import { playgroundOf } from './apiPlaygrounds';
import { entriesOf, loadApiProduct } from './apiProducts';
import { apiTabPages, apiTabsOf } from './apiTabs';
import { contentTitle, guidePages } from './guidePages';

export interface ApiPageContent {
  title: string;
  description: string;
  plan: 'pro' | 'premium' | null;
  toc: TocEntry[];
  view: ApiEntryView | ApiIndexView;
}

function productName(product: ApiPageProductId): string {
  return productOfPathname(apiRoutePrefixOf(product))?.name ?? product;
}

function entryToc(view: ApiEntryView, language: Language): TocEntry[] {
  const t = createTranslator(language, ALL_DICTIONARIES);
  const toc: TocEntry[] = [{ id: 'import', text: t('api.import'), level: 2 }];
  if (view.demos.length > 0) {
    toc.push({ id: 'demos', text: t('api.demos'), level: 2 });
  }
  if (view.themeKey) {
    toc.push({ id: 'theme-key', text: t('api.themeKey'), level: 2 });
  }
  if (view.playground) {
    toc.push({ id: 'playground', text: t('api.playground.title'), level: 2 });
  }
  for (const section of view.sections) {
    toc.push({ id: section.id, text: t(`api.sections.${section.kind}`), level: 2 });
    for (const group of section.groups) {
      if (group.label) {
        toc.push({ id: group.id, text: group.label, level: 3 });
      }
    }
  }
  if (view.cssVariables.length > 0) {
    toc.push({ id: 'css-variables', text: t('api.cssVariables'), level: 2 });
  }
  return toc;
}

/**
 * The content of an API page (`/x/api-docs/data-grid/grid-col-def`,
 * `/material-ui/api-docs/button`) or an X product's index, or null when none.
 */
export function loadXApiPage(
  pageKey: string,
  language: Language,
  descriptions: ApiDescriptionFormat = 'html',
): ApiPageContent | null {
  const parsed = parseApiPageKey(pageKey);
  if (!parsed) {
    return null;
  }
  const t = createTranslator(language, ALL_DICTIONARIES);
  const product = loadApiProduct(parsed.product);
  const context = viewContext(product, false, descriptions);
  if (parsed.slug === null) {
    const name = productName(parsed.product);
    return {
      title: t('api.indexTitle', { product: name }),
      description: t('api.indexDescription', { product: name }),
      plan: null,
      toc: [],
      view: toApiIndexView(product, context),
    };
  }
  const entry = entriesOf(product).find((candidate) => candidate.slug === parsed.slug);
  if (!entry) {
    return null;
  }
  const view = {
    ...toApiEntryView(entry, context),
    playground: entry.kind === 'component' ? playgroundOf(parsed.product, entry.name) : null,
  };
  return {
    title: t(entry.kind === 'interface' ? 'api.interfaceTitle' : 'api.entryTitle', {
      name: entry.name,
    }),
    description: t(`api.${entry.kind}Description`, {
      name: entry.name,
      module: entry.package,
    }),
    plan: entry.plan === 'community' ? null : entry.plan,
    toc: entryToc(view, language),
    view,
  };
}

export interface ApiTabContent {
  guidePathname: string;
  guideTitle: string;
  /** Whether the guide page exists (its tab is linked only then). */
  hasGuide: boolean;
  tab: ApiTab;
  tabs: ApiTab[];
  entries: ApiEntryView[];
  toc: TocEntry[];
}

/** A docs tab (`/base-ui/react-button/hooks-api`), or null when there is none. */
export function loadApiTab(
  pageKey: string,
  language: Language,
  descriptions: ApiDescriptionFormat = 'html',
): ApiTabContent | null {
  const page = apiTabPages().get(pageKey);
  if (!page) {
    return null;
  }
  const product = loadApiProduct('base-ui');
  const context = viewContext(product, true, descriptions);
  const entries = page.names.map((name) => {
    const entry = entriesOf(product).find((candidate) => candidate.name === name);
    if (!entry) {
      throw new Error(
        `${pageKey} lists "${name}", which ${product.packages[0]?.name} does not export: fix the front matter of content${page.guidePathname}.md.`,
      );
    }
    return {
      ...toApiEntryView(entry, context),
      playground: entry.kind === 'component' ? playgroundOf('base-ui', entry.name) : null,
    };
  });
  const t = createTranslator(language, ALL_DICTIONARIES);
  const toc = entries.flatMap((view) => [
    { id: view.id, text: view.name, level: 2 as const },
    ...(view.playground
      ? [{ id: `${view.id}-playground`, text: t('api.playground.title'), level: 3 as const }]
      : []),
    ...view.sections.map((section) => ({
      id: section.id,
      text: t(`api.sections.${section.kind}`),
      level: 3 as const,
    })),
  ]);
  const guide = guidePages().find((candidate) => candidate.pathname === page.guidePathname);
  return {
    guidePathname: page.guidePathname,
    guideTitle:
      guide?.title ?? baseUiNavTitle(page.guidePathname) ?? contentTitle(page.guidePathname),
    hasGuide: page.hasGuide,
    tab: page.tab,
    tabs: apiTabsOf(page.guidePathname),
    entries,
    toc,
  };
}

/**
 * The data of the API page at a page key (an X API page or a guide's tab), or null when none;
 * with `descriptions: 'markdown'`, its descriptions are markdown (for the page's `.md` twin).
 */
export function loadApiPageData(
  pageKey: string,
  language: Language,
  descriptions: ApiDescriptionFormat = 'html',
): ApiPageData | ApiTabPageData | null {
  const api = loadXApiPage(pageKey, language, descriptions);
  if (api) {
    return { kind: 'api', pathname: pageKey, ...api };
  }
  const tab = loadApiTab(pageKey, language, descriptions);
  if (!tab) {
    return null;
  }
  const t = createTranslator(language, ALL_DICTIONARIES);
  return {
    kind: 'api-tab',
    pathname: pageKey,
    title: `${tab.guideTitle} ${t(`api.tabs.${tab.tab}`)}`,
    description:
      tab.entries.length > 0
        ? `${t(`api.tabs.${tab.tab}`)}: ${tab.entries.map((entry) => entry.name).join(', ')}.`
        : t(`api.emptyTab.${tab.tab}`),
    guidePathname: tab.guidePathname,
    hasGuide: tab.hasGuide,
    tab: tab.tab,
    tabs: tab.tabs,
    toc: tab.toc,
    entries: tab.entries,
  };
}
