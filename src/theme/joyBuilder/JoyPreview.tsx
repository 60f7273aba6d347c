import Box from '@mui/joy/Box';
import { CssVarsProvider, extendTheme, useColorScheme } from '@mui/joy/styles';
import { useEffect, useMemo, type CSSProperties } from 'react';
import type { JoyBuilderState } from './joyBuilderState';
import { joyThemeOptions } from './joyThemeCode';
import { ButtonsCard, FormCard } from './PreviewInputCards';
import { CardsCard, FeedbackCard, PeopleCard } from './PreviewDisplayCards';
import { ListCard, TableCard, TabsCard, TypographyCard } from './PreviewDataCards';
import { AccordionCard, NavigationCard } from './PreviewNavigationCards';

/** The attribute Joy's dark selectors (`theme.getColorSchemeSelector`) read in the preview. */
export const PREVIEW_SCHEME_ATTRIBUTE = 'data-joy-preview-scheme';

/** Keeps Joy's JavaScript color scheme on the preview's. */
function FollowScheme({ scheme }: { scheme: 'light' | 'dark' }) {
  const { setMode } = useColorScheme();
  useEffect(() => setMode(scheme), [scheme, setMode]);
  return null;
}

interface JoyPreviewProps {
  state: JoyBuilderState;
  scheme: 'light' | 'dark';
}

/**
 * Joy UI components in the built theme, in one color scheme. The preview has its own
 * `CssVarsProvider`; its CSS variables (the root ones and the scheme's) are set on its own
 * element, so nothing outside it changes. The Select's listbox stays inside it (no portal).
 */
export default function JoyPreview({ state, scheme }: JoyPreviewProps) {
  const theme = useMemo(() => extendTheme(joyThemeOptions(state)), [state]);
  const style = useMemo(
    () =>
      ({
        ...theme.generateCssVars().css,
        ...theme.generateCssVars(scheme).css,
        colorScheme: scheme,
        color: 'var(--joy-palette-text-primary)',
        backgroundColor: 'var(--joy-palette-background-body)',
        fontFamily: 'var(--joy-fontFamily-body)',
      }) as CSSProperties,
    [theme, scheme],
  );
  return (
    <CssVarsProvider
      theme={theme}
      attribute={PREVIEW_SCHEME_ATTRIBUTE}
      colorSchemeNode={null}
      disableStyleSheetGeneration
      modeStorageKey="joy-theme-builder-mode"
      colorSchemeStorageKey="joy-theme-builder-color-scheme"
      storageWindow={null}
      defaultMode={scheme}
    >
      <FollowScheme scheme={scheme} />
      <Box
        {...{ [PREVIEW_SCHEME_ATTRIBUTE]: scheme }}
        data-joy-preview-root=""
        style={style}
        sx={{
          p: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
          alignItems: 'start',
        }}
      >
        <ButtonsCard />
        <FormCard />
        <FeedbackCard />
        <PeopleCard />
        <CardsCard />
        <ListCard />
        <TabsCard />
        <TableCard />
        <TypographyCard />
        <NavigationCard />
        <AccordionCard />
      </Box>
    </CssVarsProvider>
  );
}
