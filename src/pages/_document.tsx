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
import { isLanguage } from '../docs/routing/languages';
import { getInitSettingsScript } from '../settings/initScript';
import { THEME_COLORS } from '../theme/docsTheme';

export default function Document(props: DocumentProps & DocumentHeadTagsProps) {
  const userLanguage = props.__NEXT_DATA__.props?.pageProps?.userLanguage;
  return (
    <Html lang={isLanguage(userLanguage) ? userLanguage : 'en'}>
      <Head>
        <meta name="theme-color" content={THEME_COLORS.light} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
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
