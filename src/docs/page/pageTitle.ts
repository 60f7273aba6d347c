import { pageTitleSuffix } from '../../products';
import { SITE_NAME } from '../siteConfig';

/**
 * The `<title>` of a page: its own title, then its product family's suffix
 * (`Buttons - Joy UI`, `Editing - MUI X v6`), or the site name outside the
 * families. A title that is already the suffix or the site name (the home
 * page) stands alone.
 */
export function fullPageTitle(title: string, pathname: string): string {
  const suffix = pageTitleSuffix(pathname) ?? SITE_NAME;
  return title === suffix || title === SITE_NAME ? title : `${title} - ${suffix}`;
}
