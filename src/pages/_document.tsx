import {
  DocumentHeadTags,
  documentGetInitialProps,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v15-pagesRouter';
import {
  Head,
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentProps,
} from 'next/document';
import { SITE_FONT_FACES } from '../../generated/siteFontFaces';
import type { DocsPageData } from '../docs/page/pageData';
import { pageDemoTypefaces } from '../docs/page/pageTypefaces';
import { isLanguage } from '../docs/routing/languages';
import { getInitSettingsScript } from '../settings/initScript';
import { THEME_COLORS } from '../theme/docsTheme';
import { fontFaceCss, preloadedFontUrls } from '../theme/fonts/siteFonts';

/** The site's own font faces, the same on every page (server only: no script carries them). */
const FONT_FACE_CSS = fontFaceCss(SITE_FONT_FACES);

export default function Document(props: DocumentProps & DocumentHeadTagsProps) {
  const pageProps = props.__NEXT_DATA__.props?.pageProps;
  const userLanguage = pageProps?.userLanguage;
  const page = pageProps?.page as DocsPageData | undefined;
  // A docs page with Material UI, MUI X or Joy UI demos preloads the files their first screen
  // needs; other pages (prose, API) download no font at all (the chrome uses the system's).
  const preloads = page?.kind ? preloadedFontUrls(SITE_FONT_FACES, pageDemoTypefaces(page)) : [];
  return (
    <Html lang={isLanguage(userLanguage) ? userLanguage : 'en'}>
      <Head>
        <meta name="theme-color" content={THEME_COLORS.light} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {preloads.map((href) => (
          <link
            key={href}
            rel="preload"
            href={href}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        ))}
        <style data-site-fonts="" dangerouslySetInnerHTML={{ __html: FONT_FACE_CSS }} />
        <DocumentHeadTags {...props} />
      </Head>
      <body>
        {/* Applies every stored setting before first paint (src/settings/initScript.ts). */}
        <script dangerouslySetInnerHTML={{ __html: getInitSettingsScript() }} />
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

Document.getInitialProps = async (ctx: DocumentContext) => documentGetInitialProps(ctx);
