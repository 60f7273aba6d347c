import { AppCacheProvider } from '@mui/material-nextjs/v15-pagesRouter';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect, useState, type ReactNode } from 'react';
import { Analytics } from '../analytics';
import { AppProviders } from '../chrome/AppProviders';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../docs/routing/languages';
import { pathnameToLanguage } from '../docs/routing/pathnameToLanguage';
import { DeferredHydration } from '../hydration';
import { ServiceWorkerRegistration } from '../serviceWorker';

/**
 * The providers in the page's language. Pages without a language prop (the static 404) are
 * built in English; the address's language applies after hydration, so the first render
 * matches. It updates state on mount, so it sits inside the hydration region
 * (src/hydration/DeferredHydration.tsx).
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
