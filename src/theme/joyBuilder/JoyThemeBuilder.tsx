import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useMode } from '../../settings';
import { visuallyHidden } from '../../shared/visuallyHidden';
import { BuilderActions } from '../builder/BuilderActions';
import { ThemeCodeBlock } from '../builder/ThemeCodeBlock';
import { useUrlState, type UrlStateCodec } from '../builder/useUrlState';
import { JoyBuilderControls } from './JoyBuilderControls';
import {
  decodeJoyBuilderState,
  DEFAULT_JOY_BUILDER_STATE,
  encodeJoyBuilderState,
  type JoyBuilderState,
} from './joyBuilderState';
import { JOY_BUILDER_STRINGS as S } from './joyBuilderStrings';
import { joyThemeCode } from './joyThemeCode';

/** Roughly the preview's height in the default theme, kept while its chunk loads. */
const PREVIEW_MIN_HEIGHT = 1400;

function PreviewLoading() {
  return (
    <Box sx={{ minHeight: PREVIEW_MIN_HEIGHT }}>
      <Typography role="status" style={visuallyHidden}>
        {S.loadingPreview}
      </Typography>
    </Box>
  );
}

/** The Joy UI components load in their own chunk, in the browser. */
const JoyPreview = dynamic(() => import('./JoyPreview'), { ssr: false, loading: PreviewLoading });

const URL_STATE: UrlStateCodec<JoyBuilderState> = {
  defaultState: DEFAULT_JOY_BUILDER_STATE,
  decode: decodeJoyBuilderState,
  encode: encodeJoyBuilderState,
};

/**
 * Joy UI's theme builder: palettes, fonts and radii of `extendTheme()`, a live preview of
 * Joy UI components in the built theme (light or dark), and the theme as code. The state
 * lives in the page's address, so the address is a shareable link.
 */
export default function JoyThemeBuilder() {
  const [state, setState, shareUrl] = useUrlState(URL_STATE);
  const { colorScheme } = useMode();
  /** The reader's pick of the preview's scheme; until then it follows the site's. */
  const [pickedScheme, setPickedScheme] = useState<'light' | 'dark' | null>(null);
  // The hydrating render has the server's light scheme (useMode), so the toggle's HTML matches.
  const scheme = pickedScheme ?? colorScheme;

  return (
    <Box
      role="group"
      aria-label={S.toolLabel}
      data-joy-theme-builder=""
      sx={{ my: 4, display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <JoyBuilderControls state={state} onChange={setState} />
      <BuilderActions shareUrl={shareUrl} onReset={() => setState(DEFAULT_JOY_BUILDER_STATE)} />
      <Box
        component="section"
        aria-label={S.previewLabel}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
      >
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'flex-end',
            px: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <ToggleButtonGroup
            size="small"
            exclusive
            value={scheme}
            onChange={(_, value: 'light' | 'dark' | null) => {
              if (value) {
                setPickedScheme(value);
              }
            }}
            aria-label={S.previewScheme}
          >
            <ToggleButton value="light">{S.light}</ToggleButton>
            <ToggleButton value="dark">{S.dark}</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <JoyPreview state={state} scheme={scheme} />
      </Box>
      <ThemeCodeBlock code={joyThemeCode(state)} />
    </Box>
  );
}
