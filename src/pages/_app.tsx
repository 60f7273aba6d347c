import { AppCacheProvider } from '@mui/material-nextjs/v15-pagesRouter';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect, useState, type ReactNode } from 'react';
import { Analytics } from '../analytics';
import { AppProviders } from '../chrome/AppProviders';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../docs/routing/languages';
import { pathnameToLanguage } from '../docs/routing/pathnameToLanguage';
import { loadDictionary, type Dictionary } from '../i18n';
import { DeferredHydration, setRenderSlices } from '../hydration';
import { ServiceWorkerRegistration } from '../serviceWorker';

// Before hydration starts (src/hydration/renderSlices.ts).
setRenderSlices();

interface AddressLanguage {
  language: Language;
  dictionary?: Dictionary;
}

/**
 * The providers in the page's language, with its strings (English is bundled; another
 * language's come in the page's props). Pages without a language prop (the static 404) are
 * built in English; the address's language applies after hydration, once its strings have
 * loaded, so the first render matches. It updates state on mount, so it sits inside the
 * hydration region (src/hydration/DeferredHydration.tsx).
 */
function LocalizedProviders({
  pageLanguage,
  messages,
  children,
}: {
  pageLanguage: Language | null;
  messages: Dictionary | undefined;
  children: ReactNode;
}) {
  const router = useRouter();
  const [address, setAddress] = useState<AddressLanguage>({ language: DEFAULT_LANGUAGE });
  useEffect(() => {
    if (pageLanguage) {
      return;
    }
    const language = pathnameToLanguage(router.asPath).userLanguage;
    if (language === DEFAULT_LANGUAGE) {
      // English is bundled: nothing to load, and no new render when it already applies.
      setAddress((shown) => (shown.language === language ? shown : { language }));
      return;
    }
    let current = true;
    void loadDictionary(language).then((dictionary) => {
      if (current) {
        setAddress({ language, dictionary });
      }
    });
    return () => {
      current = false;
    };
  }, [pageLanguage, router.asPath]);
  return pageLanguage ? (
    <AppProviders language={pageLanguage} dictionary={messages}>
      {children}
    </AppProviders>
  ) : (
    <AppProviders language={address.language} dictionary={address.dictionary}>
      {children}
    </AppProviders>
  );
}

export default function App(props: AppProps<{ userLanguage?: string; messages?: Dictionary }>) {
  const { Component, pageProps } = props;
  const pageLanguage = isLanguage(pageProps.userLanguage) ? pageProps.userLanguage : null;
  return (
    <AppCacheProvider {...props}>
      <Head>
        <meta name="viewport" content="initial-scale=1, width=device-width" />
      </Head>
      <DeferredHydration>
        <LocalizedProviders pageLanguage={pageLanguage} messages={pageProps.messages}>
          <Component {...pageProps} />
        </LocalizedProviders>
      </DeferredHydration>
      <Analytics />
      <ServiceWorkerRegistration />
    </AppCacheProvider>
  );
}
