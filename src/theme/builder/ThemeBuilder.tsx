import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../shared/visuallyHidden';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { useCopyFeedback } from '../../shared/useCopyFeedback';
import { useThemeState } from '../ThemeStateProvider';
import {
  decodeBuilderState,
  DEFAULT_BUILDER_STATE,
  encodeBuilderState,
  type BuilderState,
} from './builderState';
import { BuilderControls } from './BuilderControls';
import { BUILDER_STRINGS as S } from './builderStrings';
import { GALLERY_CARDS, GalleryCard, GalleryGrid } from './GalleryFrame';
import { themeCode } from './themeCode';
import { copyLabel, ThemeCodeBlock } from './ThemeCodeBlock';

/** The gallery's frames while its chunk loads, the same size as the gallery in the default theme. */
function PreviewLoading() {
  return (
    <Box sx={{ p: 2 }}>
      <Typography role="status" style={visuallyHidden}>
        {S.loadingPreview}
      </Typography>
      <GalleryGrid>
        {GALLERY_CARDS.map((card) => (
          <GalleryCard key={card.title} title={card.title} />
        ))}
      </GalleryGrid>
    </Box>
  );
}

/** The gallery (data grid, pickers, charts, tree view) loads in its own chunk, in the browser. */
const BuilderGallery = dynamic(() => import('./BuilderGallery'), {
  ssr: false,
  loading: PreviewLoading,
});

/** The address of the page with the state in its search params (the hash is kept). */
function shareUrl(state: BuilderState): string {
  const url = new URL(window.location.href);
  url.search = encodeBuilderState(state).toString();
  return url.href;
}

/**
 * The theme builder: controls, a live gallery in the built theme, and the theme
 * as code. The state is read from the address after hydration and written back
 * to it (replaceState) on every change, so the address is a shareable link.
 */
export default function ThemeBuilder() {
  const [state, setState] = useState<BuilderState>(DEFAULT_BUILDER_STATE);
  const restored = useRef(false);
  const { direction } = useThemeState().state;
  const link = useCopyFeedback();

  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      setState(decodeBuilderState(window.location.search));
      return;
    }
    const next = shareUrl(state);
    if (next !== window.location.href) {
      window.history.replaceState(window.history.state, '', next);
    }
  }, [state]);

  return (
    <Box
      role="group"
      aria-label={S.toolLabel}
      data-theme-builder=""
      sx={{ my: 4, display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <BuilderControls state={state} onChange={setState} />
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button variant="outlined" onClick={() => link.copy(shareUrl(state))}>
          {copyLabel(S.copyLink, link.copyState)}
        </Button>
        <Button variant="text" onClick={() => setState(DEFAULT_BUILDER_STATE)}>
          {S.reset}
        </Button>
      </Stack>
      <Box
        component="section"
        aria-label={S.previewLabel}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <BuilderGallery state={state} direction={direction} />
      </Box>
      <ThemeCodeBlock code={themeCode(state)} />
    </Box>
  );
}
