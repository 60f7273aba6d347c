import { pageKeyToUrl } from '../siteConfig';
import type { Language } from './languages';
import { localizePathname } from './pathnameToLanguage';

/**
 * Where a page's markdown twin is served: its URL without the trailing slash, plus `.md`
 * (`/x/react-data-grid/editing/` → `/x/react-data-grid/editing.md`,
 * `/zh/x/api/data-grid/data-grid/` → `/zh/x/api/data-grid/data-grid.md`). A language's home
 * page, which has no name of its own, is `index.md` in its folder (`/index.md`, `/zh/index.md`).
 */
export function markdownTwinUrl(pageKey: string, language: Language): string {
  const url = localizePathname(pageKeyToUrl(pageKey), language);
  return url.endsWith('/') && pageKey === '/' ? `${url}index.md` : `${url.replace(/\/$/, '')}.md`;
}
