import Head from 'next/head';
import { useI18n } from '../../i18n';
import { LANGUAGES, type Language } from '../routing/languages';
import { localizePathname } from '../routing/pathnameToLanguage';
import { pageKeyToUrl } from '../siteConfig';
import { fullPageTitle } from './pageTitle';

interface PageHeadProps {
  title: string;
  description: string;
  /** Page key of the page (no language, no trailing slash). */
  pathname: string;
  noIndex?: boolean;
  /** The languages the page exists in (every site language by default); alternates name only those. */
  languages?: readonly Language[];
}

/** Title, description, OpenGraph tags, canonical URL and language alternates of a page. */
export function PageHead({
  title,
  description,
  pathname,
  noIndex,
  languages = LANGUAGES,
}: PageHeadProps) {
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
        : languages.map((alternate) => (
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
