import { AppCacheProvider } from '@mui/material-nextjs/v15-pagesRouter';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { Analytics } from '../analytics';
import { AppProviders } from '../chrome/AppProviders';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../docs/routing/languages';
import { pathnameToLanguage } from '../docs/routing/pathnameToLanguage';
import { ServiceWorkerRegistration } from '../serviceWorker';

export default function App(props: AppProps<{ userLanguage?: string }>) {
  const { Component, pageProps } = props;
  const router = useRouter();
  // Pages without a language prop (the static 404) are built in English; the
  // address's language applies after hydration, so the first render matches.
  const [addressLanguage, setAddressLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  useEffect(() => {
    setAddressLanguage(pathnameToLanguage(router.asPath).userLanguage);
  }, [router.asPath]);
  const language = isLanguage(pageProps.userLanguage) ? pageProps.userLanguage : addressLanguage;
  return (
    <AppCacheProvider {...props}>
      <Head>
        <meta name="viewport" content="initial-scale=1, width=device-width" />
      </Head>
      <AppProviders language={language}>
        <Component {...pageProps} />
      </AppProviders>
      <Analytics />
      <ServiceWorkerRegistration />
    </AppCacheProvider>
  );
}
