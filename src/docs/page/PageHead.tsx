import Head from 'next/head';
import { pageTitleSuffix } from '../../products';
import { useI18n } from '../../i18n';
import { LANGUAGES } from '../routing/languages';
import { localizePathname } from '../routing/pathnameToLanguage';
import { pageKeyToUrl, SITE_NAME } from '../siteConfig';

interface PageHeadProps {
  title: string;
  description: string;
  /** Page key of the page (no language, no trailing slash). */
  pathname: string;
  noIndex?: boolean;
}

/**
 * The `<title>` of a page: its own title, then its product family's suffix
 * (`Buttons - Joy UI`, `Editing - MUI X v6`), or the site name outside the
 * families. The home page's title is the site name alone.
 */
export function fullPageTitle(title: string, pathname: string): string {
  const suffix = pageTitleSuffix(pathname) ?? SITE_NAME;
  return title === suffix || title === SITE_NAME ? title : `${title} - ${suffix}`;
}

/** Title, description, OpenGraph tags, canonical URL and language alternates of a page. */
export function PageHead({ title, description, pathname, noIndex }: PageHeadProps) {
  const { language } = useI18n();
  const fullTitle = fullPageTitle(title, pathname);
  const url = pageKeyToUrl(pathname);
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={localizePathname(url, language)} />
      <meta property="og:locale" content={language === 'zh' ? 'zh_CN' : 'en_US'} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      {noIndex ? null : <link rel="canonical" href={localizePathname(url, language)} />}
      {noIndex
        ? null
        : LANGUAGES.map((alternate) => (
            <link
              key={alternate}
              rel="alternate"
              hrefLang={alternate}
              href={localizePathname(url, alternate)}
            />
          ))}
    </Head>
  );
}
