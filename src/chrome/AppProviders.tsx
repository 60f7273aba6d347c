import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { createContext, memo, useContext, useEffect, type ReactNode } from 'react';
import { I18nProvider, type I18nProviderProps } from '../i18n';
import {
  CodeStylingProvider,
  CodeVariantProvider,
  DirectionProvider,
  MODE_CODEC,
  ModeProvider,
  PackageManagerProvider,
  useDirection,
} from '../settings';
import {
  COLOR_SCHEME_ATTRIBUTE,
  createDocsTheme,
  darkSchemeForNoScript,
  type DocsTheme,
} from '../theme/docsTheme';
import { DocsCssVarsProvider, useColorScheme } from '../theme/DocsCssVarsProvider';
import { ThemeStateProvider } from '../theme/ThemeStateProvider';
import { globalStyles } from './globalStyles';

/** Each direction's theme, built the first time a page needs it (most readers never see RTL). */
const themes: Partial<Record<'ltr' | 'rtl', DocsTheme>> = {};
function docsThemeFor(direction: 'ltr' | 'rtl'): DocsTheme {
  themes[direction] ??= createDocsTheme(direction);
  return themes[direction];
}

if (typeof window !== 'undefined') {
  // Hydration renders what the server did, so with the left-to-right theme. Building it takes
  // about 10 ms (40 on a phone): done in a task of its own as soon as this module has loaded, the
  // hydration slice that renders ThemedApp finds it ready and stays short.
  window.setTimeout(() => docsThemeFor('ltr'));
}

/**
 * The dark scheme for readers without JavaScript, written into the server HTML only: in the
 * browser its style element stays as the server left it, and scripted pages set the scheme
 * attribute anyway, so the browser neither builds nor serializes it again.
 */
function NoScriptDarkScheme() {
  return typeof window === 'undefined' ? (
    <GlobalStyles styles={darkSchemeForNoScript(docsThemeFor('ltr'))} />
  ) : null;
}

/** The mode setting, with Material UI's color-scheme state as its store. */
function ModeFromColorScheme({ children }: { children: ReactNode }) {
  return <ModeProvider store={useColorScheme()}>{children}</ModeProvider>;
}

function HydratedFlag() {
  useEffect(() => {
    // Lets tests (and styles) tell when the page has become interactive: see
    // src/hydration/DeferredHydration.tsx.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

function ThemedApp({ children }: { children: ReactNode }) {
  const { direction } = useDirection();
  return (
    <DocsCssVarsProvider
      theme={docsThemeFor(direction)}
      attribute={COLOR_SCHEME_ATTRIBUTE}
      modeStorageKey={MODE_CODEC.key}
      defaultMode={MODE_CODEC.defaultValue}
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      <NoScriptDarkScheme />
      {/* Under CssVarsProvider the theme handed to styles is the CSS-variables theme. */}
      <GlobalStyles styles={(theme) => globalStyles(theme as unknown as DocsTheme)} />
      <ModeFromColorScheme>
        <HydratedFlag />
        <ThemeStateProvider>{children}</ThemeStateProvider>
      </ModeFromColorScheme>
    </DocsCssVarsProvider>
  );
}

/**
 * The page inside the providers. It comes down through context, not as `children`: a new page
 * (a client-side navigation) then renders only itself, while the providers above it keep their
 * render. Rendering them again would build the color-scheme provider's CSS variables and theme
 * anew, serialize the global styles again and hand every styled component a new theme, on each
 * page change.
 */
const PageContext = createContext<ReactNode>(null);

function CurrentPage() {
  return useContext(PageContext);
}

type ProvidersProps = Omit<I18nProviderProps, 'children'>;

/**
 * The providers, rendered again only for another language or when its strings arrive (a
 * language's strings are the same object on every page: I18nProvider keeps the first).
 */
const Providers = memo(
  function Providers({ language, dictionary }: ProvidersProps) {
    return (
      <I18nProvider language={language} dictionary={dictionary}>
        <DirectionProvider>
          <CodeVariantProvider>
            <CodeStylingProvider>
              <PackageManagerProvider>
                <ThemedApp>
                  <CurrentPage />
                </ThemedApp>
              </PackageManagerProvider>
            </CodeStylingProvider>
          </CodeVariantProvider>
        </DirectionProvider>
      </I18nProvider>
    );
  },
  (previous: ProvidersProps, next: ProvidersProps) =>
    previous.language === next.language &&
    (previous.dictionary === undefined) === (next.dictionary === undefined),
);

/** Everything a page needs around it: language, direction, theme and mode. */
export function AppProviders({ language, dictionary, children }: I18nProviderProps) {
  return (
    <PageContext.Provider value={children}>
      <Providers language={language} dictionary={dictionary} />
    </PageContext.Provider>
  );
}
