import { pathnameToLanguage } from './pathnameToLanguage';

/**
 * The key a URL is matched against the page tree with: the language segment,
 * query, hash and trailing slash are stripped, and a family's API folder
 * (`/x/api/`, `/material-ui/api/`: `api` as first or second segment) maps to `/api-docs/`
 * (Next.js reserves `/api` for server routes). An `api` segment deeper down
 * (`/system/styles/api`) is an ordinary page.
 *
 * `/zh/x/api/data-grid/data-grid/#props` → `/x/api-docs/data-grid/data-grid`
 */
export function pathnameToPageKey(pathname: string): string {
  const withoutHashOrQuery = pathname.replace(/[?#].*$/, '');
  const { canonicalAs } = pathnameToLanguage(withoutHashOrQuery);
  const withoutSlash = canonicalAs.length > 1 ? canonicalAs.replace(/\/+$/, '') : canonicalAs;
  return withoutSlash.replace(/^((?:\/[a-z-]+)?)\/api(?=\/|$)/, '$1/api-docs') || '/';
}

/** The canonical URL of a page: its pathname ending with a slash. */
export function canonicalUrl(pathname: string): string {
  const withoutHashOrQuery = pathname.replace(/[?#].*$/, '');
  return withoutHashOrQuery.endsWith('/') ? withoutHashOrQuery : `${withoutHashOrQuery}/`;
}
