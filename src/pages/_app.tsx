import { AppCacheProvider } from '@mui/material-nextjs/v15-pagesRouter';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect, useState, type ReactNode } from 'react';
import { Analytics } from '../analytics';
import { AppProviders } from '../chrome/AppProviders';
import { DeferredHydration } from '../chrome/DeferredHydration';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../docs/routing/languages';
import { pathnameToLanguage } from '../docs/routing/pathnameToLanguage';
import { ServiceWorkerRegistration } from '../serviceWorker';

/**
 * The providers in the page's language. Pages without a language prop (the static 404) are
 * built in English; the address's language applies after hydration, so the first render
 * matches. This sits inside the DeferredHydration region, so that update comes after the page
 * has hydrated (from outside, it would reach the region before and React would drop its HTML).
 */
function LocalizedProviders({
  pageLanguage,
  children,
}: {
  pageLanguage: Language | null;
  children: ReactNode;
}) {
  const router = useRouter();
  const [addressLanguage, setAddressLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  useEffect(() => {
    if (!pageLanguage) {
      setAddressLanguage(pathnameToLanguage(router.asPath).userLanguage);
    }
  }, [pageLanguage, router.asPath]);
  return <AppProviders language={pageLanguage ?? addressLanguage}>{children}</AppProviders>;
}

export default function App(props: AppProps<{ userLanguage?: string }>) {
  const { Component, pageProps } = props;
  const pageLanguage = isLanguage(pageProps.userLanguage) ? pageProps.userLanguage : null;
  return (
    <AppCacheProvider {...props}>
      <Head>
        <meta name="viewport" content="initial-scale=1, width=device-width" />
      </Head>
      {/* The whole page hydrates in short slices after the scripts run (see DeferredHydration). */}
      <DeferredHydration>
        <LocalizedProviders pageLanguage={pageLanguage}>
          <Component {...pageProps} />
        </LocalizedProviders>
      </DeferredHydration>
      <Analytics />
      <ServiceWorkerRegistration />
    </AppCacheProvider>
  );
}
