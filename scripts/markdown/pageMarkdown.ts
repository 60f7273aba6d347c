import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_DATA_PREFIX } from '../../src/docs/demo/demoDataModules';
import type { NavLeaf, TreeId } from '../../src/docs/nav/types';
import type {
  ApiPageData,
  ApiTabPageData,
  PlannedPageData,
  StandalonePageData,
} from '../../src/docs/page/pageData';
import type { Language } from '../../src/docs/routing/languages';
import { pageKeyToUrl } from '../../src/docs/siteConfig';
import { ALL_DICTIONARIES } from '../../src/i18n/allDictionaries';
import { createTranslator, type Translate } from '../../src/i18n/translate';
import { PRODUCTS, productsInCategory } from '../../src/products';
import { CONTENT_DIR, loadApiPageData, loadDemo } from '../../src/source';
import { guideApiLinks } from '../../src/source/api/apiLinks';
import { apiTabsOf } from '../../src/source/api/apiTabs';
import { readContentFile } from '../../src/source/content/contentFiles';
import { parseFrontMatter } from '../../src/source/content/frontMatter';
import { resolvePage } from '../../src/source/page/getPage';
import { appendedMarkdown } from '../../src/source/page/markdownPageData';
import { createDemoDataReader } from '../demos/demoDataSources';
import { apiEntryMarkdown, apiIndexMarkdown, inlineCode } from './apiEntryMarkdown';
import { fencedCode, proseMarkdown, type DemoSlotAttributes } from './proseMarkdown';
import { toolMarkdown } from './toolSentences';

/** A page's markdown twin, with what the llms files list about it. */
export interface PageMarkdown {
  pageKey: string;
  title: string;
  description: string;
  markdown: string;
}

/** Where the prose's links lead in a twin: absolute site paths (`#x` → the page's own URL). */
export function absoluteLink(url: string, pageUrl: string): string {
  if (url.startsWith('#')) {
    return `${pageUrl}${url}`;
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('/')) {
    return url;
  }
  const resolved = new URL(url, `https://site.invalid${pageUrl}`);
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/**
 * Reads demos for the twins: each demo's title (its record), its TypeScript source as written
 * (`content/<name>.tsx`) and the shared data modules it imports. One reader per run, so a data
 * module is read once.
 */
export function createDemoMarkdown(contentDir: string = CONTENT_DIR) {
  const dataReader = createDemoDataReader(contentDir);
  const source = async (pageKey: string, file: string) => {
    const relative = `content${pageKey}/${file}.tsx`;
    const code = readFileSync(path.join(contentDir, `${pageKey.slice(1)}/${file}.tsx`), 'utf8');
    return { relative, code, dataModules: await dataReader.modulesOf(code, relative) };
  };
  return async (pageKey: string, slot: DemoSlotAttributes): Promise<string> => {
    const record = await loadDemo(pageKey, slot.file);
    const main = await source(pageKey, slot.file);
    const variants = [
      ...(slot.tailwindFile ? [{ label: 'Tailwind CSS', file: slot.tailwindFile }] : []),
      ...(slot.cssFile ? [{ label: 'plain CSS', file: slot.cssFile }] : []),
    ];
    const variantSources = await Promise.all(
      variants.map(async (variant) => ({ ...variant, ...(await source(pageKey, variant.file)) })),
    );
    const dataModules = [main, ...variantSources]
      .flatMap((demo) => demo.dataModules)
      .filter(
        (module, index, all) => all.findIndex((other) => other.name === module.name) === index,
      );
    const demoUrl = `${pageKeyToUrl(pageKey)}#${slot.file}`;
    return [
      `#### ${record.title}`,
      `Demo [${inlineCode(`${slot.file}.tsx`)}](${demoUrl}):`,
      fencedCode(main.code, 'tsx'),
      ...variantSources.flatMap((variant) => [
        `The same demo styled with ${variant.label}, ${inlineCode(`${variant.file}.tsx`)}:`,
        fencedCode(variant.code, 'tsx'),
      ]),
      ...dataModules.flatMap((module) => [
        `It imports the shared data module ${inlineCode(`${DEMO_DATA_PREFIX}${module.name}`)} (${inlineCode(`content/demo-data/${module.name}.ts`)}):`,
        fencedCode(module.ts, 'ts'),
      ]),
    ].join('\n\n');
  };
}

export type DemoMarkdown = ReturnType<typeof createDemoMarkdown>;

function head(title: string, description: string, ...lead: (string | null)[]): string[] {
  return [`# ${title}`, description, ...lead.filter((block): block is string => Boolean(block))];
}

function planNote(plan: 'pro' | 'premium' | null, t: Translate): string | null {
  return plan ? `> ${t(plan === 'pro' ? 'page.planPro' : 'page.planPremium')}` : null;
}

function tabsLine(guidePathname: string, t: Translate): string | null {
  const tabs = apiTabsOf(guidePathname);
  if (tabs.length === 0) {
    return null;
  }
  return [
    `[${t('api.tabs.guide')}](${pageKeyToUrl(guidePathname)})`,
    ...tabs.map((tab) => `[${t(`api.tabs.${tab}`)}](${pageKeyToUrl(`${guidePathname}/${tab}`)})`),
  ].join(' · ');
}

async function contentMarkdown(
  pageKey: string,
  leaf: NavLeaf & { treeId: TreeId },
  language: Language,
  demoMarkdown: DemoMarkdown,
  prose: Map<string, Promise<string>>,
): Promise<PageMarkdown> {
  const t = createTranslator(language, ALL_DICTIONARIES);
  const { data, markdown, sourcePath } = readContentFile(pageKey);
  const { title, description } = parseFrontMatter(data, sourcePath);
  const appended = appendedMarkdown(pageKey, leaf.treeId, language);
  const source = appended ? `${markdown.trimEnd()}\n\n${appended}` : markdown;
  const pageUrl = pageKeyToUrl(pageKey);
  // The languages share the prose (only the interface is translated): made once per page.
  let body = prose.get(source);
  if (!body) {
    body = proseMarkdown(source, {
      demo: (slot) => demoMarkdown(pageKey, slot),
      tool: (name) => toolMarkdown(name, pageUrl),
      link: (url) => absoluteLink(url, pageUrl),
    });
    prose.set(source, body);
  }
  const apiLinks = guideApiLinks(pageKey);
  const blocks = [
    ...head(title, description, planNote(leaf.plan ?? null, t), tabsLine(pageKey, t)),
    await body,
    ...(apiLinks.length > 0
      ? [
          '## API',
          apiLinks.map((link) => `- [${inlineCode(`<${link.name} />`)}](${link.href})`).join('\n'),
        ]
      : []),
  ];
  return { pageKey, title, description, markdown: blocks.join('\n\n') };
}

function plannedMarkdown(page: PlannedPageData, t: Translate): PageMarkdown {
  const title = t('planned.title', { title: page.title });
  const description = t('planned.description', { title: page.title });
  const planName = (plan: string | null) =>
    plan ? ` (${plan === 'pro' ? t('nav.pro') : t('nav.premium')})` : '';
  const today = [
    ...(page.overview
      ? [
          `[${page.group ? `${page.group}: ${page.overview.title}` : page.overview.title}](${pageKeyToUrl(page.overview.pathname)})`,
        ]
      : []),
    `[${t('planned.roadmap')}](/x/introduction/roadmap/)`,
  ].join(' · ');
  const markdown = [
    ...head(title, description, planNote(page.plan, t)),
    `## ${t('planned.plannedInGroup', { group: page.group })}`,
    page.siblings
      .map((sibling) =>
        sibling.pathname === page.pathname
          ? `- **${sibling.title}**${planName(sibling.plan)}`
          : `- [${sibling.title}](${pageKeyToUrl(sibling.pathname)})${planName(sibling.plan)}`,
      )
      .join('\n'),
    `## ${t('planned.today')}`,
    today,
  ].join('\n\n');
  return { pageKey: page.pathname, title, description, markdown };
}

function standaloneMarkdown(page: StandalonePageData, t: Translate): PageMarkdown {
  if (page.kind === 'home') {
    const products = (category: 'x' | 'core') =>
      productsInCategory(category)
        .map(
          (product) =>
            `- [${product.name}](${product.href}): ${inlineCode(product.packageName)} v${product.version}`,
        )
        .join('\n');
    const title = t('home.title');
    const description = t('home.tagline');
    const markdown = [
      ...head(title, description),
      `[${t('home.getStarted')}](/x/introduction/) · [${t('home.install')}](/x/introduction/installation/)`,
      `## ${t('home.xTitle')}`,
      products('x'),
      `## ${t('home.coreTitle')}`,
      products('core'),
    ].join('\n\n');
    return { pageKey: page.pathname, title, description, markdown };
  }
  const title = t('versions.title');
  const description = t('versions.description');
  const rows = PRODUCTS.map((product) =>
    [
      `[${product.name}](${product.href})`,
      inlineCode(product.packageName),
      `${product.version} (${t('versions.current')})`,
      product.versions
        .filter((entry) => !entry.current)
        .map((entry) => `[${entry.text}](${entry.href})`)
        .join(' · '),
    ].join(' | '),
  );
  const columns = [
    t('versions.product'),
    t('versions.package'),
    t('versions.documented'),
    t('versions.others'),
  ];
  const markdown = [
    ...head(title, description),
    [
      `| ${columns.join(' | ')} |`,
      `| ${columns.map(() => '---').join(' | ')} |`,
      ...rows.map((row) => `| ${row} |`),
    ].join('\n'),
  ].join('\n\n');
  return { pageKey: page.pathname, title, description, markdown };
}

function apiMarkdown(page: ApiPageData | ApiTabPageData, t: Translate): PageMarkdown {
  const { title, description } = page;
  const body =
    page.kind === 'api'
      ? [
          ...head(title, description, planNote(page.plan, t)),
          'kind' in page.view ? apiEntryMarkdown(page.view, 2, t) : apiIndexMarkdown(page.view, t),
        ]
      : [
          ...head(title, description, tabsLine(page.guidePathname, t)),
          ...(page.entries.length === 0 ? [t(`api.emptyTab.${page.tab}`)] : []),
          ...page.entries.flatMap((entry) => [
            `## ${inlineCode(entry.name)}`,
            apiEntryMarkdown(entry, 3, t),
          ]),
        ];
  return { pageKey: page.pathname, title, description, markdown: body.join('\n\n') };
}

/**
 * Builds page twins from the source layer: the same resolution of a page key as the pages
 * (`resolvePage`), the same content files, API views and dictionaries, nothing scraped.
 * One builder per run: it shares the prose of a page between its languages.
 */
export function createPageMarkdownBuilder(contentDir: string = CONTENT_DIR) {
  const demoMarkdown = createDemoMarkdown(contentDir);
  const prose = new Map<string, Promise<string>>();
  return async (pageKey: string, language: Language): Promise<PageMarkdown> => {
    const t = createTranslator(language, ALL_DICTIONARIES);
    const resolved = resolvePage(pageKey);
    switch (resolved.kind) {
      case 'standalone':
        return standaloneMarkdown(resolved.page, t);
      case 'planned':
        return plannedMarkdown(resolved.page, t);
      case 'content':
        return contentMarkdown(pageKey, resolved.leaf, language, demoMarkdown, prose);
      case 'api': {
        const page = loadApiPageData(pageKey, language, 'markdown');
        if (!page) {
          throw new Error(
            `${pageKey} is served (getStaticPaths) but has no API data: run \`npm run generate\` again.`,
          );
        }
        return apiMarkdown(page, t);
      }
    }
  };
}
