// Server side (build time): reads generated/api/*.json and builds the API pages' data.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from '../../i18n/translate';
import { CONTENT_DIR, listContentPathnames, loadFrontMatter } from '../markdown/contentPages';
import type { TocEntry } from '../markdown/renderMarkdown';
import { pageTrees } from '../nav/pageTrees';
import { productOfPathname } from '../../products';
import type { Language } from '../routing/languages';
import { pageKeyToUrl } from '../siteConfig';
import type { ApiEntryJson, ApiLinkTarget, ApiProductId, ApiProductJson } from './apiJson';
import { createApiMarkdownRenderer } from './apiMarkdown';
import { apiPageKey, isXApiProduct, parseApiPageKey, X_API_PRODUCTS } from './apiPageIndex';
import { apiSlug } from './apiSlug';
import type { ApiEntryView, ApiIndexView } from './apiView';
import { toApiEntryView, toApiIndexView, type ApiViewContext } from './toApiView';

const GENERATED_API = path.join(process.cwd(), 'generated', 'api');

/** The tabs a guide page with components or hooks gets (`/base-ui/react-button/components-api`). */
export const API_TABS = ['components-api', 'hooks-api'] as const;
export type ApiTab = (typeof API_TABS)[number];

/** The products whose guide pages carry API tabs, by their content folder. */
const TAB_PRODUCTS: Partial<Record<string, ApiProductId>> = { 'base-ui': 'base-ui' };

const products = new Map<ApiProductId, ApiProductJson>();

/** One product's generated API, read once per build worker. */
export function loadApiProduct(product: ApiProductId): ApiProductJson {
  let loaded = products.get(product);
  if (!loaded) {
    const file = path.join(GENERATED_API, `${product}.json`);
    if (!existsSync(file)) {
      throw new Error(`${file} is missing: run \`npm run generate\` to build the API reference.`);
    }
    loaded = JSON.parse(readFileSync(file, 'utf8')) as ApiProductJson;
    products.set(product, loaded);
  }
  return loaded;
}

function entriesOf(product: ApiProductJson): ApiEntryJson[] {
  return [...product.components, ...product.interfaces, ...product.hooks];
}

export interface GuidePage {
  pathname: string;
  title: string;
  product: ApiProductId | null;
  components: string[];
  hooks: string[];
}

let guides: GuidePage[] | null = null;

/** Content pages that list components or hooks in their front matter. */
function guidePages(): GuidePage[] {
  guides ??= listContentPathnames(CONTENT_DIR).flatMap((pathname) => {
    const { title, components = [], hooks = [] } = loadFrontMatter(pathname, CONTENT_DIR);
    if (components.length === 0 && hooks.length === 0) {
      return [];
    }
    return [
      { pathname, title, product: TAB_PRODUCTS[pathname.split('/')[1]] ?? null, components, hooks },
    ];
  });
  return guides;
}

/** The title of a page from its front matter, or its nav entry's when it has no content. */
function contentTitle(pathname: string): string {
  try {
    return loadFrontMatter(pathname, CONTENT_DIR).title;
  } catch {
    return pageTrees.leaves.get(pathname)?.title ?? pathname;
  }
}

/** The tabs of a guide page, when its family has API tabs and it lists components or hooks. */
export function apiTabsOf(guidePathname: string): ApiTab[] {
  const guide = guidePages().find((page) => page.pathname === guidePathname);
  if (!guide?.product) {
    return [];
  }
  return API_TABS.filter(
    (tab) => (tab === 'components-api' ? guide.components : guide.hooks).length > 0,
  );
}

/** Where a link to an API entry leads: its X page, or the tab of the guide page documenting it. */
function hrefOfTarget(target: ApiLinkTarget): string | null {
  if (isXApiProduct(target.product)) {
    return pageKeyToUrl(apiPageKey(target.product, target.name));
  }
  const guide = guidePages().find(
    (page) =>
      page.product === target.product &&
      (target.kind === 'hook' ? page.hooks : page.components).includes(target.name),
  );
  if (!guide) {
    return null;
  }
  const tab = target.kind === 'hook' ? 'hooks-api' : 'components-api';
  return `${pageKeyToUrl(`${guide.pathname}/${tab}`)}#${apiSlug(target.name)}`;
}

function viewContext(product: ApiProductJson, prefixAnchors = false): ApiViewContext {
  const byName = new Map(entriesOf(product).map((entry) => [entry.name, entry]));
  const hasPage = (pageKey: string) => pageTrees.leaves.has(pageKey);
  const hrefOf = (entry: ApiEntryJson) =>
    hrefOfTarget({ product: entry.product, kind: entry.kind, name: entry.name }) ?? '#';
  return {
    renderMarkdown: createApiMarkdownRenderer({
      hasPage,
      apiHref: (name) => {
        const entry = byName.get(name);
        return entry ? hrefOf(entry) : null;
      },
    }),
    resolveLink: hrefOfTarget,
    hrefOf,
    prefixAnchors,
    demosOf: (entry) => {
      const listing = guidePages()
        .filter((page) => page.components.includes(entry.name) || page.hooks.includes(entry.name))
        .map((page) => page.pathname);
      // Titled by the page itself (`Data Grid`), not its nav entry (`Overview`).
      return [...new Set([...entry.demos.filter(hasPage), ...listing])].map((pathname) => ({
        title: contentTitle(pathname),
        href: pageKeyToUrl(pathname),
      }));
    },
  };
}

/**
 * Names in guide pages' front matter that no API page documents, as
 * actionable sentences (empty when every `components` and `hooks` entry is known).
 */
export function findUnknownApiNames(pages: readonly GuidePage[] = guidePages()): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    const products = page.product ? [page.product] : [...X_API_PRODUCTS];
    const known = new Set(
      products.flatMap((product) => entriesOf(loadApiProduct(product)).map((entry) => entry.name)),
    );
    for (const name of [...page.components, ...page.hooks]) {
      if (!known.has(name)) {
        problems.push(
          `content${page.pathname}.md lists "${name}" in its front matter, but no API page documents it: fix the name (API names are case-sensitive).`,
        );
      }
    }
  }
  return problems;
}

/** Every generated API page key: each X product's index and entries, each guide's tabs. */
export function listApiPageKeys(): string[] {
  const keys: string[] = [];
  for (const product of X_API_PRODUCTS) {
    keys.push(apiPageKey(product));
    keys.push(
      ...entriesOf(loadApiProduct(product)).map((entry) => apiPageKey(product, entry.name)),
    );
  }
  for (const guide of guidePages()) {
    keys.push(...apiTabsOf(guide.pathname).map((tab) => `${guide.pathname}/${tab}`));
  }
  return keys;
}

export interface ApiPageContent {
  title: string;
  description: string;
  plan: 'pro' | 'premium' | null;
  toc: TocEntry[];
  view: ApiEntryView | ApiIndexView;
}

function productName(product: ApiProductId): string {
  return productOfPathname(`/x/api/${product}`)?.name ?? product;
}

function entryToc(view: ApiEntryView, language: Language): TocEntry[] {
  const t = createTranslator(language);
  const toc: TocEntry[] = [{ id: 'import', text: t('api.import'), level: 2 }];
  if (view.demos.length > 0) {
    toc.push({ id: 'demos', text: t('api.demos'), level: 2 });
  }
  for (const section of view.sections) {
    toc.push({ id: section.id, text: t(`api.sections.${section.kind}`), level: 2 });
    for (const group of section.groups) {
      if (group.label) {
        toc.push({ id: group.id, text: group.label, level: 3 });
      }
    }
  }
  return toc;
}

/** The content of an X API page (`/x/api-docs/data-grid/grid-col-def`), or null when none. */
export function loadXApiPage(pageKey: string, language: Language): ApiPageContent | null {
  const parsed = parseApiPageKey(pageKey);
  if (!parsed) {
    return null;
  }
  const t = createTranslator(language);
  const product = loadApiProduct(parsed.product);
  const context = viewContext(product);
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
  const view = toApiEntryView(entry, context);
  return {
    title: t(entry.kind === 'interface' ? 'api.interfaceTitle' : 'api.entryTitle', {
      name: entry.name,
    }),
    description: t(`api.${entry.kind}Description`, {
      name: entry.name,
      module: entry.imports.at(-1) ?? '',
    }),
    plan: entry.plan === 'community' ? null : entry.plan,
    toc: entryToc(view, language),
    view,
  };
}

export interface ApiTabContent {
  guidePathname: string;
  guideTitle: string;
  tab: ApiTab;
  tabs: ApiTab[];
  entries: ApiEntryView[];
  toc: TocEntry[];
}

/** A guide page's API tab (`/base-ui/react-button/hooks-api`), or null when it has none. */
export function loadApiTab(pageKey: string, language: Language): ApiTabContent | null {
  const tab = API_TABS.find((candidate) => pageKey.endsWith(`/${candidate}`));
  const guidePathname = tab ? pageKey.slice(0, -tab.length - 1) : '';
  const guide = guidePages().find((page) => page.pathname === guidePathname);
  if (!tab || !guide?.product || !apiTabsOf(guidePathname).includes(tab)) {
    return null;
  }
  const product = loadApiProduct(guide.product);
  const context = viewContext(product, true);
  const names = tab === 'components-api' ? guide.components : guide.hooks;
  const entries = names.map((name) => {
    const entry = entriesOf(product).find((candidate) => candidate.name === name);
    if (!entry) {
      throw new Error(
        `content${guidePathname}.md lists "${name}", which ${product.packages[0]?.name} does not export: fix its front matter.`,
      );
    }
    return toApiEntryView(entry, context);
  });
  const t = createTranslator(language);
  const toc = entries.flatMap((view) => [
    { id: view.id, text: view.name, level: 2 as const },
    ...view.sections.map((section) => ({
      id: section.id,
      text: t(`api.sections.${section.kind}`),
      level: 3 as const,
    })),
  ]);
  return {
    guidePathname,
    guideTitle: guide.title,
    tab,
    tabs: apiTabsOf(guidePathname),
    entries,
    toc,
  };
}
