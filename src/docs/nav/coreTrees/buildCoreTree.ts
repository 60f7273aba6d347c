import type { CoreNavEntry } from '../coreNav';
import type { NavPage, PageTree } from '../types';
import type { CoreGroupLayout, CoreNavAddition, CoreTreeLayout } from './coreTreeLayouts';

/** Whether a page key is served by this build (content file, generated API page or route). */
export type PageExists = (pageKey: string) => boolean;

/**
 * Where a listed page lives on this site: its page key, and the section of it a link points to.
 * API pages take `/api-docs/` for `/api/` (`/material-ui/api/button` → `/material-ui/api-docs/button`),
 * and `…/components-api/#badge` is the `badge` section of the `…/components-api` page.
 */
export function coreEntryLocation(pathname: string): { pageKey: string; hash?: string } {
  const [path, hash] = pathname.split('#');
  const pageKey = path.replace(/\/$/, '').replace(/^(\/[a-z-]+)\/api\//, '$1/api-docs/');
  return hash ? { pageKey, hash } : { pageKey };
}

function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The family's page list with this site's additions put in their places. */
export function withAdditions(
  entries: readonly CoreNavEntry[],
  additions: readonly CoreNavAddition[],
): CoreNavEntry[] {
  const merged = [...entries];
  for (const { after, ...entry } of additions) {
    if (after) {
      const index = merged.findIndex((other) => other.pathname === after);
      if (index === -1) {
        throw new Error(
          `The page ${entry.pathname} is placed after ${after}, which the family's page list does not have: name an entry of src/docs/nav/coreNav/.`,
        );
      }
      merged.splice(index + 1, 0, entry);
    } else {
      const last = merged.findLastIndex((other) => other.section === entry.section);
      merged.splice(last === -1 ? merged.length : last + 1, 0, entry);
    }
  }
  return merged;
}

function navPageOf(entry: CoreNavEntry): NavPage {
  const { pageKey, hash } = coreEntryLocation(entry.pathname);
  return {
    pathname: pageKey,
    title: entry.title,
    ...(hash ? { hash } : {}),
    ...(entry.planned ? { planned: true } : {}),
    ...(entry.newFeature ? { newFeature: true } : {}),
    ...(entry.unstable ? { unstable: true } : {}),
    ...(entry.legacy ? { legacy: true } : {}),
    ...(entry.beta ? { beta: true } : {}),
  };
}

function buildGroup(
  familyId: string,
  group: CoreGroupLayout,
  pagesBySection: ReadonlyMap<string, NavPage[]>,
): NavPage | null {
  const groupSlug = slugOf(group.title);
  const children: NavPage[] = [];
  for (const section of group.sections) {
    const pages = pagesBySection.get(section) ?? [];
    if (pages.length === 0) {
      continue;
    }
    if (section === group.title) {
      children.push(...pages);
    } else {
      children.push({
        pathname: `/${familyId}/${groupSlug}/${slugOf(section)}-group`,
        subheader: section,
        children: pages,
      });
    }
  }
  return children.length === 0
    ? null
    : { pathname: `/${familyId}/${groupSlug}-group`, subheader: group.title, children };
}

/**
 * A core family's navigation tree from its page list: the layout's groups in order, each
 * holding its sections' pages in list order. Only pages that exist are in it (a section
 * link only when its page exists), and a group or subheader with none is left out.
 * Throws when a page's section belongs to no group of the layout.
 */
export function buildCoreTree(layout: CoreTreeLayout, exists: PageExists): PageTree {
  const placed = new Set(layout.groups.flatMap((group) => group.sections));
  const pagesBySection = new Map<string, NavPage[]>();
  for (const entry of withAdditions(layout.entries, layout.additions)) {
    if (!placed.has(entry.section)) {
      throw new Error(
        `${layout.name}'s page ${entry.pathname} is in the nav section "${entry.section}", which no group of its layout holds: add the section to a group in src/docs/nav/coreTrees/coreTreeLayouts.ts.`,
      );
    }
    const page = navPageOf(entry);
    if (exists(page.pathname)) {
      pagesBySection.set(entry.section, [...(pagesBySection.get(entry.section) ?? []), page]);
    }
  }
  const pages = layout.groups
    .map((group) => buildGroup(layout.id, group, pagesBySection))
    .filter((group): group is NavPage => group !== null);
  return { id: layout.id, name: layout.name, pages };
}
