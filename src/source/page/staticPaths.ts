import type { GetStaticPathsResult } from 'next';
import { siteTrees } from './siteTrees';
import { LANGUAGES } from '../../docs/routing/languages';
import { localizePathname } from '../../docs/routing/pathnameToLanguage';
import { pageKeyToUrl } from '../../docs/siteConfig';
import { listApiPageKeys } from '../api/apiPageKeys';
import { checkSource } from './checkSource';
import { STANDALONE_PAGES } from './standalonePages';

/** Every docs page in every language, as catch-all route params. */
export function getStaticPaths(): GetStaticPathsResult<{ slug: string[] }> {
  checkSource();
  const pathnames = new Set([
    ...Object.keys(STANDALONE_PAGES),
    ...siteTrees().leaves.keys(),
    ...listApiPageKeys(),
  ]);
  const paths = LANGUAGES.flatMap((language) =>
    [...pathnames].map((pathname) => ({
      params: {
        slug: localizePathname(pageKeyToUrl(pathname), language).split('/').filter(Boolean),
      },
    })),
  );
  return { paths, fallback: false };
}
