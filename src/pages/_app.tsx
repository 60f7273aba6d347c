import { AppCacheProvider } from '@mui/material-nextjs/v15-pagesRouter';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { AppProviders } from '../chrome/AppProviders';
import { isLanguage } from '../docs/routing/languages';
import { pathnameToLanguage } from '../docs/routing/pathnameToLanguage';

export default function App(props: AppProps<{ userLanguage?: string }>) {
  const { Component, pageProps } = props;
  const router = useRouter();
  const language = isLanguage(pageProps.userLanguage)
    ? pageProps.userLanguage
    : pathnameToLanguage(router.asPath).userLanguage;
  return (
    <AppCacheProvider {...props}>
      <Head>
        <meta name="viewport" content="initial-scale=1, width=device-width" />
      </Head>
      <AppProviders language={language}>
        <Component {...pageProps} />
      </AppProviders>
    </AppCacheProvider>
  );
}
