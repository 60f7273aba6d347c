import type { NavPage, PageTree } from '../../docs/nav/types';
import { pageKeyToUrl } from '../../docs/siteConfig';

/** A family's overview pages: each lists the family's sections, from its tree. */
export function isFamilyOverview(pageKey: string, tree: PageTree): boolean {
  return tree.id !== 'x' && pageKey === `/${tree.id}/getting-started`;
}

function escapeText(text: string): string {
  return text.replace(/[\\[\]*_<>`]/g, (character) => `\\${character}`);
}

function listItems(pages: readonly NavPage[], overviewPathname: string, indent = ''): string[] {
  return pages.flatMap((page) => {
    if (page.hash || page.pathname === overviewPathname) {
      return [];
    }
    if (page.children) {
      const items = listItems(page.children, overviewPathname, `${indent}  `);
      return items.length === 0
        ? []
        : [`${indent}- ${escapeText(page.subheader ?? page.title ?? '')}`, ...items];
    }
    return [
      `${indent}- [${escapeText(page.title ?? page.pathname)}](${pageKeyToUrl(page.pathname)})`,
    ];
  });
}

/**
 * The overview's list of the family's sections, as markdown appended to the page: one
 * heading per top-level group of the tree with links to its pages (subheaders as nested
 * lists). Built from the tree, so it grows as pages are written; groups holding only the
 * overview itself or section links are left out.
 */
export function familySectionsMarkdown(tree: PageTree, heading: string): string {
  const overviewPathname = `/${tree.id}/getting-started`;
  const sections = tree.pages.flatMap((group) => {
    const items = listItems(group.children ?? [group], overviewPathname);
    return items.length === 0
      ? []
      : [`### ${escapeText(group.subheader ?? group.title ?? '')}`, '', ...items, ''];
  });
  return sections.length === 0 ? '' : [`## ${escapeText(heading)}`, '', ...sections].join('\n');
}
