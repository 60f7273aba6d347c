import { AppCacheProvider } from '@mui/material-nextjs/v15-pagesRouter';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { Analytics } from '../analytics';
import { AppProviders } from '../chrome/AppProviders';
import { DeferredHydration } from '../chrome/DeferredHydration';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../docs/routing/languages';
import { pathnameToLanguage } from '../docs/routing/pathnameToLanguage';
import { ServiceWorkerRegistration } from '../serviceWorker';

export default function App(props: AppProps<{ userLanguage?: string }>) {
  const { Component, pageProps } = props;
  const router = useRouter();
  // Pages without a language prop (the static 404) are built in English; the
  // address's language applies after hydration, so the first render matches.
  const [addressLanguage, setAddressLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  const pageLanguage = isLanguage(pageProps.userLanguage) ? pageProps.userLanguage : null;
  useEffect(() => {
    // Only pages without a language read the address: an update here before the page has
    // hydrated would make React hydrate it at once, in one long task.
    if (!pageLanguage) {
      setAddressLanguage(pathnameToLanguage(router.asPath).userLanguage);
    }
  }, [pageLanguage, router.asPath]);
  const language = pageLanguage ?? addressLanguage;
  return (
    <AppCacheProvider {...props}>
      <Head>
        <meta name="viewport" content="initial-scale=1, width=device-width" />
      </Head>
      {/* The whole page hydrates in short slices after the scripts run (see DeferredHydration). */}
      <DeferredHydration>
        <AppProviders language={language}>
          <Component {...pageProps} />
        </AppProviders>
      </DeferredHydration>
      <Analytics />
      <ServiceWorkerRegistration />
    </AppCacheProvider>
  );
}
