import type { NavLeaf, TreeId } from '../../docs/nav/types';
import { siteTrees } from './siteTrees';
import type { BodySegment, MarkdownPageData, TocEntry } from '../../docs/page/pageData';
import type { Language } from '../../docs/routing/languages';
import { ALL_DICTIONARIES } from '../../i18n/allDictionaries';
import { createTranslator } from '../../i18n/translate';
import { pickPromotion } from '../../sponsors/promotions';
import { guideApiLinks } from '../api/apiLinks';
import { apiTabsOf } from '../api/apiTabs';
import { loadContentPage } from '../content/loadContentPage';
import { loadDemo } from '../demos/loadDemo';
import { markdownLabelsOf } from '../markdown/markdownLabels';
import { familySectionsMarkdown, isFamilyOverview } from './familySectionsMarkdown';
import { packageChangelogMarkdown } from './packageChangelog';
import { placePromotion } from './placePromotion';

/**
 * The markdown the build adds after a content page's own, if any: a family overview's list of
 * sections (from the tree), the changelog's release notes (from the installed package).
 */
export function appendedMarkdown(
  pageKey: string,
  treeId: TreeId,
  language: Language,
): string | undefined {
  const t = createTranslator(language, ALL_DICTIONARIES);
  const tree = siteTrees().trees[treeId];
  return isFamilyOverview(pageKey, tree)
    ? familySectionsMarkdown(tree, t('page.familySections', { family: tree.name }))
    : packageChangelogMarkdown(pageKey);
}

/** A content page's table of contents: its headings, then the list of its API pages if any. */
export function contentPageToc(toc: TocEntry[], apiLinks: readonly unknown[]): TocEntry[] {
  return apiLinks.length > 0 ? [...toc, { id: 'api', text: 'API', level: 2 }] : toc;
}

/** A content page's data: its prose, its demos loaded, and the promotion after the first demo. */
export async function loadMarkdownPageData(
  pageKey: string,
  leaf: NavLeaf & { treeId: TreeId },
  language: Language,
): Promise<MarkdownPageData> {
  const content = await loadContentPage(pageKey, {
    appendMarkdown: appendedMarkdown(pageKey, leaf.treeId, language),
    labels: markdownLabelsOf(language),
  });
  const promotion = pickPromotion(pageKey, (href) =>
    siteTrees().leaves.has(href.replace(/\/$/, '')),
  );
  const body = await Promise.all(
    placePromotion(content.body, promotion).map(async (slot): Promise<BodySegment> =>
      slot.kind !== 'demo'
        ? slot
        : {
            kind: 'demo',
            demo: await loadDemo(pageKey, slot.file),
            css: slot.cssFile ? await loadDemo(pageKey, slot.cssFile) : null,
            tailwind: slot.tailwindFile ? await loadDemo(pageKey, slot.tailwindFile) : null,
          },
    ),
  );
  const apiLinks = guideApiLinks(pageKey);
  return {
    kind: 'markdown',
    pathname: pageKey,
    title: content.title,
    description: content.description,
    body,
    toc: contentPageToc(content.toc, apiLinks),
    sourcePath: content.sourcePath,
    plan: leaf.plan ?? null,
    planned: leaf.planned,
    apiTabs: apiTabsOf(pageKey),
    apiLinks,
  };
}
