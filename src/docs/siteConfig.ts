/** Where this site's own sources live; "Edit this page" links point into it. */
export const DOCS_REPOSITORY_URL =
  process.env.NEXT_PUBLIC_DOCS_REPOSITORY_URL ?? 'https://github.com/mui-x-docs/mui-x-v6-docs';

/** The components' own repository, linked from the app bar. */
export const MUI_X_REPOSITORY_URL = 'https://github.com/mui/mui-x';

export const SITE_NAME = 'MUI X v6';

/**
 * URL of a page key as readers see it: with a trailing slash, and `/api/`
 * where the key says `/api-docs/` (the inverse of `pathnameToPageKey`).
 */
export function pageKeyToUrl(pageKey: string): string {
  return pageKey === '/' ? '/' : `${pageKey.replace(/(^|\/)api-docs(?=\/|$)/, '$1api')}/`;
}
