import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../shared/visuallyHidden';
import dynamic from 'next/dynamic';
import { useThemeState } from '../ThemeStateProvider';
import {
  decodeBuilderState,
  DEFAULT_BUILDER_STATE,
  encodeBuilderState,
  type BuilderState,
} from './builderState';
import { useUrlState, type UrlStateCodec } from './useUrlState';
import { BuilderActions } from './BuilderActions';
import { BuilderControls } from './BuilderControls';
import { BUILDER_STRINGS as S } from './builderStrings';
import { GALLERY_CARDS, GalleryCard, GalleryGrid } from './GalleryFrame';
import { themeCode } from './themeCode';
import { ThemeCodeBlock } from './ThemeCodeBlock';

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

const URL_STATE: UrlStateCodec<BuilderState> = {
  defaultState: DEFAULT_BUILDER_STATE,
  decode: decodeBuilderState,
  encode: encodeBuilderState,
};

/**
 * The theme builder: controls, a live gallery in the built theme, and the theme
 * as code. The state lives in the page's address (`useUrlState`), so the address
 * is a shareable link.
 */
export default function ThemeBuilder() {
  const [state, setState, shareUrl] = useUrlState(URL_STATE);
  const { direction } = useThemeState().state;

  return (
    <Box
      role="group"
      aria-label={S.toolLabel}
      data-theme-builder=""
      sx={{ my: 4, display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <BuilderControls state={state} onChange={setState} />
      <BuilderActions shareUrl={shareUrl} onReset={() => setState(DEFAULT_BUILDER_STATE)} />
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
