import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Nodes } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiTypeText } from '../../src/docs/api/formatApiType';
import { markdownLines } from '../../src/docs/markdown/markdownLines';
import type { ApiEntryView } from '../../src/docs/api/apiView';
import type { TocEntry } from '../../src/docs/page/pageData';
import type { Language } from '../../src/docs/routing/languages';
import { markdownTwinUrl } from '../../src/docs/routing/markdownTwinUrl';
import { pageKeyToUrl } from '../../src/docs/siteConfig';
import { FAMILIES, PRODUCTS, type Product } from '../../src/products';
import { loadApiPageData, loadContentPage, siteTrees } from '../../src/source';
import { guideApiLinks } from '../../src/source/api/apiLinks';
import type { BodySlot } from '../../src/source/markdown/bodySlots';
import { resolvePage } from '../../src/source/page/getPage';
import { appendedMarkdown, contentPageToc } from '../../src/source/page/markdownPageData';
import { servedPages } from './writeMarkdownTwins';

// Over what `npm run generate` (the integration tests' global setup) wrote to public/
// for the real content and API reference: every served page has its twin, with the page's
// headings, its demos' sources and its API rows; the llms files list the navigation and the
// registry's versions.

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DIR = path.join(ROOT, 'public');

function read(relative: string): string {
  return readFileSync(path.join(DIR, relative), 'utf8');
}

const headingParser = unified().use(remarkParse).use(remarkGfm).freeze();

function plainText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') {
    return node.value;
  }
  return 'children' in node ? node.children.map((child) => plainText(child as Nodes)).join('') : '';
}

/** The h2 and h3 of a markdown text outside its code blocks and quotes, as plain text. */
function tocOf(markdown: string): { text: string; level: number }[] {
  return markdownLines(markdown)
    .filter(({ line, code }) => !code && /^#{2,3} /.test(line))
    .flatMap(({ line }) => {
      const heading = headingParser.parse(line).children[0];
      return heading?.type === 'heading'
        ? [{ text: plainText(heading).trim(), level: heading.depth }]
        : [];
    });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const plain = (toc: readonly TocEntry[]) => toc.map(({ text, level }) => ({ text, level }));

interface ContentExpectation {
  toc: TocEntry[];
  demos: string[];
}

describe('markdown twins', () => {
  const pages = servedPages();
  // The API pages' data, once per page and language (its outline and rows do not depend on how
  // descriptions are written; markdown is the cheaper).
  const apiCache = new Map<string, ReturnType<typeof loadApiPageData>>();
  const apiPageOf = (pageKey: string, language: Language) => {
    const key = `${language}:${pageKey}`;
    if (!apiCache.has(key)) {
      apiCache.set(key, loadApiPageData(pageKey, language, 'markdown'));
    }
    return apiCache.get(key) ?? null;
  };
  // Content pages rendered once per distinct source (the languages share all but overviews).
  const contentCache = new Map<string, Promise<ContentExpectation>>();
  const contentOf = (
    pageKey: string,
    treeId: Parameters<typeof appendedMarkdown>[1],
    language: Language,
  ) => {
    const appended = appendedMarkdown(pageKey, treeId, language);
    const key = `${pageKey}\n${appended ?? ''}`;
    let expectation = contentCache.get(key);
    if (!expectation) {
      expectation = loadContentPage(pageKey, { highlight: false, appendMarkdown: appended }).then(
        ({ toc, body }) => ({
          toc: contentPageToc(toc, guideApiLinks(pageKey)),
          demos: body.flatMap((slot: BodySlot) =>
            slot.kind === 'demo'
              ? [slot.file, slot.cssFile, slot.tailwindFile].filter((file) => file !== null)
              : [],
          ),
        }),
      );
      contentCache.set(key, expectation);
    }
    return expectation;
  };

  it('has a twin for every served page in every language, headed by its title', () => {
    expect(pages.length).toBeGreaterThan(1500);
    const missing = pages
      .map(({ pageKey, language }) => markdownTwinUrl(pageKey, language))
      .filter(
        (url) => !existsSync(path.join(DIR, url.slice(1))) || !read(url.slice(1)).startsWith('# '),
      );
    expect(missing).toEqual([]);
  });

  it("gives each page's headings (its table of contents) and each demo's source as written", async () => {
    const wrong: string[] = [];
    let checkedDemos = 0;
    for (const { pageKey, language } of pages) {
      const twin = read(markdownTwinUrl(pageKey, language).slice(1));
      const resolved = resolvePage(pageKey);
      let expected: TocEntry[] | null = null;
      if (resolved.kind === 'content') {
        const content = await contentOf(pageKey, resolved.leaf.treeId, language);
        expected = content.toc;
        for (const file of content.demos) {
          const source = readFileSync(path.join(ROOT, 'content', `${pageKey}/${file}.tsx`), 'utf8');
          checkedDemos += 1;
          if (!twin.includes(`\n${source.replace(/\n+$/, '')}\n`)) {
            wrong.push(`${pageKey} (${language}): the source of ${file}.tsx is not there verbatim`);
          }
        }
      } else if (resolved.kind === 'api') {
        const page = apiPageOf(pageKey, language);
        expected = page && (page.kind === 'api-tab' || 'kind' in page.view) ? page.toc : null;
      }
      if (expected && JSON.stringify(tocOf(twin)) !== JSON.stringify(plain(expected))) {
        wrong.push(
          `${pageKey} (${language}): headings ${JSON.stringify(tocOf(twin))} instead of ${JSON.stringify(plain(expected))}`,
        );
      }
    }
    expect(wrong).toEqual([]);
    expect(checkedDemos).toBeGreaterThan(1000);
  }, 120_000);

  it('has a table row for every prop, slot, class and member an API page shows, with its type', () => {
    const wrong: string[] = [];
    let rows = 0;
    for (const { pageKey, language } of pages) {
      const page =
        language === 'en' && resolvePage(pageKey).kind === 'api'
          ? apiPageOf(pageKey, language)
          : null;
      if (!page) {
        continue;
      }
      const views: ApiEntryView[] =
        page.kind === 'api-tab' ? page.entries : 'kind' in page.view ? [page.view] : [];
      const twin = read(markdownTwinUrl(pageKey, language).slice(1));
      for (const section of views.flatMap((view) => view.sections)) {
        for (const row of section.groups.flatMap((group) => group.rows)) {
          rows += 1;
          const name = section.kind === 'classes' && row.className ? `.${row.className}` : row.name;
          const type =
            row.type && section.kind !== 'classes' && section.kind !== 'slots'
              ? ` | \`${apiTypeText(row.type).replace(/\|/g, '\\|')}\``
              : '';
          if (
            !new RegExp(`^\\| \`${escapeRegExp(name)}\`[^|]*${escapeRegExp(type)}`, 'm').test(twin)
          ) {
            wrong.push(`${pageKey}: no row for ${name}${type}`);
          }
        }
      }
    }
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(rows).toBeGreaterThan(5000);
  });
});

describe('llms files', () => {
  let index = '';
  beforeAll(() => {
    index = read('llms.txt');
  });

  it('lists every page of the navigation exactly once, and nothing else', () => {
    const listed = [...index.matchAll(/^- \[[^\]]*\]\(([^)]+)\)/gm)].map((match) => match[1]);
    const navigation = Object.values(siteTrees().order).flatMap((leaves) =>
      leaves.map((leaf) => markdownTwinUrl(leaf.pathname, 'en')),
    );
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...navigation].sort());
    // Every other link leads to a full file.
    const otherLinks = [...index.matchAll(/\]\(([^)]+)\)/g)]
      .map((match) => match[1])
      .filter((url) => !url.endsWith('.md'));
    expect(otherLinks.every((url) => /^\/(?:[a-z-]+\/)?llms-full\.txt$/.test(url))).toBe(true);
  });

  const versionLine = (product: Product) =>
    `- ${product.name}: ${[product.packageName, ...(product.planPackageNames ?? [])]
      .map((name) => `\`${name}\``)
      .join(', ')} ${product.version}`;

  it("states the registry's versions: every product in llms.txt and llms-full.txt, a family's in its file", () => {
    const full = read('llms-full.txt');
    for (const product of PRODUCTS) {
      expect(index).toContain(versionLine(product));
      expect(full).toContain(versionLine(product));
    }
    for (const family of FAMILIES) {
      const text = read(`${family.id}/llms-full.txt`);
      const head = text.slice(0, text.indexOf('\n---\n'));
      for (const product of PRODUCTS) {
        expect(head.includes(versionLine(product))).toBe(product.family === family.id);
      }
      // Every page of the family, in navigation order.
      const sources = [...text.matchAll(/^Source: (\S+)$/gm)].map((match) => match[1]);
      const navigation = siteTrees().order[family.id].map((leaf) => leaf.pathname);
      const order = navigation.map((pathname) => sources.indexOf(pageKeyToUrl(pathname)));
      expect(order.every((position) => position >= 0)).toBe(true);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  });
});
