import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { Experimental_CssVarsProvider as CssVarsProvider } from '@mui/material/styles';
import { useEffect, type ReactNode } from 'react';
import type { Language } from '../docs/routing/languages';
import { I18nProvider } from '../i18n';
import {
  CodeStylingProvider,
  CodeVariantProvider,
  DirectionProvider,
  MODE_CODEC,
  useColorSchemeSync,
  useDirection,
} from '../settings';
import {
  COLOR_SCHEME_ATTRIBUTE,
  createDocsTheme,
  darkSchemeForNoScript,
  type DocsTheme,
} from '../theme/docsTheme';
import { ThemeStateProvider } from '../theme/ThemeStateProvider';
import { globalStyles } from './globalStyles';

const themes = { ltr: createDocsTheme('ltr'), rtl: createDocsTheme('rtl') };
const noScriptDark = darkSchemeForNoScript(themes.ltr);

function ColorSchemeSync() {
  useColorSchemeSync();
  useEffect(() => {
    // Lets tests (and styles) tell when the page has become interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

function ThemedApp({ children }: { children: ReactNode }) {
  const { direction } = useDirection();
  return (
    <CssVarsProvider
      theme={themes[direction]}
      attribute={COLOR_SCHEME_ATTRIBUTE}
      modeStorageKey={MODE_CODEC.key}
      defaultMode="system"
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      <GlobalStyles styles={noScriptDark} />
      {/* Under CssVarsProvider the theme handed to styles is the CSS-variables theme. */}
      <GlobalStyles styles={(theme) => globalStyles(theme as unknown as DocsTheme)} />
      <ColorSchemeSync />
      <ThemeStateProvider>{children}</ThemeStateProvider>
    </CssVarsProvider>
  );
}

/** Everything a page needs around it: language, direction, theme and mode. */
export function AppProviders({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <I18nProvider language={language}>
      <DirectionProvider>
        <CodeVariantProvider>
          <CodeStylingProvider>
            <ThemedApp>{children}</ThemedApp>
          </CodeStylingProvider>
        </CodeVariantProvider>
      </DirectionProvider>
    </I18nProvider>
  );
}
