// Which components and hooks the core families document, from their navigation facts.
import { baseUiDocsTabPages, baseUiNav, joyUiNav, materialUiNav, systemNav } from '../nav/coreNav';
import type { CoreNavEntry } from '../nav/coreNav';
import { apiRoutePrefixOf, type CoreApiPageProductId } from './apiPageIndex';
import { apiSlug } from './apiSlug';

const NAV_OF: Record<CoreApiPageProductId, readonly CoreNavEntry[]> = {
  'material-ui': materialUiNav,
  'joy-ui': joyUiNav,
  system: systemNav,
};

/** One API page a core family's navigation lists. */
export interface CoreNavApiPage {
  /** `/material-ui/api/button` */
  pathname: string;
  /** The component it documents, as the navigation titles it (`Button`). */
  name: string;
}

/**
 * The API pages a core family's navigation lists (`/material-ui/api/{slug}`),
 * each titled with the component's name. Throws when a title does not spell
 * its slug, since the name is what the generator looks up in the package.
 */
export function coreNavApiPages(product: CoreApiPageProductId): CoreNavApiPage[] {
  const prefix = `${apiRoutePrefixOf(product)}/`;
  return NAV_OF[product]
    .filter((entry) => entry.pathname.startsWith(prefix))
    .map((entry) => {
      const slug = entry.pathname.slice(prefix.length);
      if (apiSlug(entry.title) !== slug) {
        throw new Error(
          `The ${product} navigation lists ${entry.pathname} titled "${entry.title}", whose slug would be "${apiSlug(entry.title)}": an API page's title must be the component's name.`,
        );
      }
      return { pathname: entry.pathname, name: entry.title };
    });
}

/**
 * The names Base UI's navigation lists under each docs tab
 * (`/base-ui/react-menu/hooks-api` → `useDropdown`, `useMenu`…), for every
 * tab page, an empty list where the navigation lists nothing.
 */
export function baseUiNavTabNames(): Map<string, string[]> {
  const byTab = new Map<string, string[]>(baseUiDocsTabPages.map((tab) => [tab, []]));
  for (const entry of baseUiNav) {
    const [tab, anchor] = entry.pathname.split('/#');
    const names = anchor === undefined ? undefined : byTab.get(tab);
    if (names) {
      names.push(entry.title);
    }
  }
  return byTab;
}

/** The title Base UI's navigation gives a page (`/base-ui/react-menu` → `Menu`), or null. */
export function baseUiNavTitle(pathname: string): string | null {
  return baseUiNav.find((entry) => entry.pathname === pathname)?.title ?? null;
}
