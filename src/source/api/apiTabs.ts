// The Components API and Hooks API tabs of Base UI's component pages.
import { baseUiNavTabNames } from '../../docs/api/coreApiNames';
import type { ApiTab } from '../../docs/page/pageData';
import { hasContentPage } from '../content/contentFiles';
import { guidePages } from './guidePages';

/** Every API tab, in the order a guide page shows them. */
export const API_TABS = ['components-api', 'hooks-api'] as const satisfies readonly ApiTab[];

/** One docs tab page (`/base-ui/react-menu/hooks-api`) and what it documents. */
export interface ApiTabPage {
  pageKey: string;
  guidePathname: string;
  tab: ApiTab;
  /** The components or hooks it documents, in order; empty for a tab with nothing in it. */
  names: string[];
  /** Whether the guide page (the Demos tab) exists yet. */
  hasGuide: boolean;
}

function tabOf(pageKey: string): ApiTab | undefined {
  return API_TABS.find((tab) => pageKey.endsWith(`/${tab}`));
}

let tabPages: Map<string, ApiTabPage> | null = null;

/**
 * Every docs tab page. What a tab lists has one source: the guide page's front
 * matter (`components`, `hooks`) when the guide page exists; until it does,
 * the navigation's API entries pointing into the tab
 * (`/base-ui/react-menu/hooks-api/#use-menu`). The tab pages themselves are
 * the navigation's list, plus the tabs of any other guide page listing names.
 */
export function apiTabPages(): Map<string, ApiTabPage> {
  if (tabPages) {
    return tabPages;
  }
  tabPages = new Map();
  const guides = new Map(
    guidePages()
      .filter((guide) => guide.product)
      .map((guide) => [guide.pathname, guide]),
  );
  const navTabs = baseUiNavTabNames();
  const keys = new Set(navTabs.keys());
  for (const guide of guides.values()) {
    for (const tab of API_TABS) {
      if ((tab === 'components-api' ? guide.components : guide.hooks).length > 0) {
        keys.add(`${guide.pathname}/${tab}`);
      }
    }
  }
  for (const pageKey of [...keys].sort()) {
    const tab = tabOf(pageKey)!;
    const guidePathname = pageKey.slice(0, -tab.length - 1);
    const guide = guides.get(guidePathname);
    const hasGuide = hasContentPage(guidePathname);
    const names = hasGuide
      ? ((tab === 'components-api' ? guide?.components : guide?.hooks) ?? [])
      : (navTabs.get(pageKey) ?? []);
    tabPages.set(pageKey, { pageKey, guidePathname, tab, names, hasGuide });
  }
  return tabPages;
}

/** The tabs of a guide page (empty for a page without any). */
export function apiTabsOf(guidePathname: string): ApiTab[] {
  return API_TABS.filter((tab) => apiTabPages().has(`${guidePathname}/${tab}`));
}
