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
import { cloneElement, isValidElement, type ReactElement } from 'react';
import { SITE_FONT_FACES } from '../../generated/siteFontFaces';
import type { DocsPageData } from '../docs/page/pageData';
import { pageDemoTypefaces } from '../docs/page/pageTypefaces';
import { isLanguage } from '../docs/routing/languages';
import { getPaintFirstLoader, PAINT_FIRST_SCRIPTS_ID } from '../hydration/paintFirstScripts';
import { withRtlVariants } from '../settings/direction/rtlVariants';
import { getInitSettingsScript } from '../settings/initScript';
import { THEME_COLORS } from '../theme/docsTheme';
import { fontFaceCss, preloadedFontUrls } from '../theme/fonts/siteFonts';

/** The site's own font faces, the same on every page (server only: no script carries them). */
const FONT_FACE_CSS = fontFaceCss(SITE_FONT_FACES);

type DocumentFiles = Parameters<Head['getScripts']>[0];

/** The `src` of each `<script>` element Next.js would write. */
function sourcesOf(elements: readonly (ReactElement | null)[]): string[] {
  return elements.flatMap((element) => {
    const src = (element?.props as { src?: unknown } | undefined)?.src;
    return typeof src === 'string' ? [src] : [];
  });
}

/**
 * Next.js's `<Head>`, with the page's scripts loaded once its HTML has been painted
 * (src/hydration/paintFirstScripts.ts) instead of as `<script defer>`: the chunks of the page's
 * dynamic imports, then the framework, app and page scripts, in Next.js's order.
 */
class PaintFirstHead extends Head {
  private dynamicSources: string[] = [];

  getDynamicChunks(files: DocumentFiles) {
    this.dynamicSources = sourcesOf(super.getDynamicChunks(files));
    return [];
  }

  getScripts(files: DocumentFiles) {
    const sources = [...this.dynamicSources, ...sourcesOf(super.getScripts(files))];
    return [
      <script
        key="paint-first-list"
        id={PAINT_FIRST_SCRIPTS_ID}
        type="application/json"
        // The list of addresses, as JSON; `<` escaped so no address can close the element.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(sources).replace(/</g, '\\u003c') }}
      />,
      <script
        key="paint-first-loader"
        dangerouslySetInnerHTML={{ __html: getPaintFirstLoader() }}
      />,
    ];
  }
}

export default function Document(props: DocumentProps & DocumentHeadTagsProps) {
  const pageProps = props.__NEXT_DATA__.props?.pageProps;
  const userLanguage = pageProps?.userLanguage;
  const page = pageProps?.page as DocsPageData | undefined;
  // A docs page with Material UI, MUI X or Joy UI demos preloads the files their first screen
  // needs; other pages (prose, API) download no font at all (the chrome uses the system's).
  const preloads = page?.kind ? preloadedFontUrls(SITE_FONT_FACES, pageDemoTypefaces(page)) : [];
  return (
    <Html lang={isLanguage(userLanguage) ? userLanguage : 'en'}>
      <PaintFirstHead>
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
      </PaintFirstHead>
      <body>
        {/* Applies every stored setting before first paint (src/settings/initScript.ts). */}
        <script dangerouslySetInnerHTML={{ __html: getInitSettingsScript() }} />
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

type StyleTag = ReactElement<{ dangerouslySetInnerHTML: { __html: string } }>;

/**
 * The page's server CSS (Emotion's, written left to right) with a mirrored variant of each rule
 * that has a side, for readers whose stored direction is right to left: the page and the demos'
 * server HTML are laid out right before any script runs (src/settings/direction/rtlVariants.ts).
 */
Document.getInitialProps = async (ctx: DocumentContext) => {
  const props = await documentGetInitialProps(ctx);
  const emotionStyleTags = props.emotionStyleTags.map((tag) =>
    isValidElement(tag)
      ? cloneElement(tag as StyleTag, {
          dangerouslySetInnerHTML: {
            __html: withRtlVariants((tag as StyleTag).props.dangerouslySetInnerHTML.__html),
          },
        })
      : tag,
  );
  return { ...props, emotionStyleTags };
};
