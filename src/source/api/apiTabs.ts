import type { ApiTab } from '../../docs/page/pageData';
import { guidePages } from './guidePages';

/** Every API tab, in the order a guide page shows them. */
export const API_TABS = ['components-api', 'hooks-api'] as const satisfies readonly ApiTab[];

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
