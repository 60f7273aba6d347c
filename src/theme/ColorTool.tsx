import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { useCopyFeedback } from '../shared/useCopyFeedback';
import {
  findMaterialShade,
  materialShade,
  parseColorInput,
  themeCode,
  type ColorParseResult,
  type MaterialColorRef,
} from './colorInput';
import { ColorPicker, type ColorDraft } from './ColorPicker';
import { ColorToolActions } from './ColorToolActions';
import type { PaletteColors, ThemeState } from './themeState';
import { useThemeState } from './ThemeStateProvider';

const COLORS = [
  { name: 'primary', label: 'Primary' },
  { name: 'secondary', label: 'Secondary' },
] as const;

type ColorName = (typeof COLORS)[number]['name'];
type Drafts = Record<ColorName, ColorDraft>;
type Mode = ThemeState['paletteMode'];

/** The library's default `main` colors, as palette shades, in each mode. */
const DEFAULTS: Record<Mode, Record<ColorName, MaterialColorRef>> = {
  light: { primary: { hue: 'blue', shade: '700' }, secondary: { hue: 'purple', shade: '500' } },
  dark: { primary: { hue: 'blue', shade: '200' }, secondary: { hue: 'purple', shade: '200' } },
};

/** The fields as the demos' theme has them: the applied colors, or the library's defaults. */
function draftsFrom(colors: PaletteColors, mode: Mode, previous?: Drafts): Drafts {
  const draft = (name: ColorName): ColorDraft => {
    const applied = colors[name]?.main;
    if (!applied) {
      const { hue, shade } = DEFAULTS[mode][name];
      return { text: materialShade(hue, shade), hue, shade, touched: false };
    }
    const position =
      findMaterialShade(applied, previous?.[name].hue) ??
      (previous ? { hue: previous[name].hue, shade: previous[name].shade } : DEFAULTS[mode][name]);
    return { text: applied, ...position, touched: false };
  };
  return { primary: draft('primary'), secondary: draft('secondary') };
}

const appliedKey = (colors: PaletteColors, mode: Mode) =>
  `${mode} ${colors.primary?.main ?? ''} ${colors.secondary?.main ?? ''}`;

/**
 * The color tool: type or pick the primary and secondary colors, preview the variants the
 * theme derives from them, apply them to every demo of the site, or copy the theme code.
 */
export function ColorTool() {
  const { state, dispatch } = useThemeState();
  const { paletteColors, paletteMode } = state;
  const [drafts, setDrafts] = useState(() => draftsFrom(paletteColors, paletteMode));
  // Follows the demos' theme when it changes elsewhere (restored session, another tool, mode).
  const [synced, setSynced] = useState(() => appliedKey(paletteColors, paletteMode));
  const key = appliedKey(paletteColors, paletteMode);
  if (synced !== key) {
    setSynced(key);
    setDrafts(draftsFrom(paletteColors, paletteMode, drafts));
  }
  const [status, setStatus] = useState('');
  const { copyState, copy } = useCopyFeedback();
  const inputs = useRef<Partial<Record<ColorName, HTMLInputElement | null>>>({});

  const results: Record<ColorName, ColorParseResult> = {
    primary: parseColorInput(drafts.primary.text),
    secondary: parseColorInput(drafts.secondary.text),
  };
  const choice = (name: ColorName) => {
    const result = results[name];
    return result.ok ? { main: result.color, material: drafts[name] } : null;
  };
  const primary = choice('primary');
  const secondary = choice('secondary');
  const code = themeCode({ primary: primary ?? undefined, secondary: secondary ?? undefined });

  /** Runs `action` when both colors are valid; otherwise shows the errors and focuses the first. */
  const withValidColors = (action: (colors: { primary: string; secondary: string }) => void) => {
    if (primary && secondary) {
      action({ primary: primary.main, secondary: secondary.main });
      return;
    }
    setDrafts((current) => ({
      primary: { ...current.primary, touched: true },
      secondary: { ...current.secondary, touched: true },
    }));
    inputs.current[primary ? 'secondary' : 'primary']?.focus();
    setStatus('');
  };

  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    withValidColors((colors) => {
      dispatch({
        type: 'CHANGE',
        payload: {
          paletteColors: {
            primary: { main: colors.primary },
            secondary: { main: colors.secondary },
          },
        },
      });
      setStatus('Applied: the demos on this site now use these colors.');
    });
  };

  const reset = () => {
    dispatch({ type: 'RESET_COLORS' });
    setDrafts(draftsFrom({}, paletteMode));
    setStatus('Reset: the demos use the default colors again.');
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Color tool"
      onSubmit={apply}
      sx={{ my: 3, p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {COLORS.map(({ name, label }) => (
          <ColorPicker
            key={name}
            label={label}
            draft={drafts[name]}
            result={results[name]}
            onChange={(draft) => setDrafts((current) => ({ ...current, [name]: draft }))}
            inputRef={(element) => {
              inputs.current[name] = element;
            }}
          />
        ))}
      </Box>
      <ColorToolActions
        code={code}
        copyState={copyState}
        status={status}
        onReset={reset}
        onCopy={() => withValidColors(() => void copy(code))}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Applied colors last for this browser session and restyle every demo on the site.
      </Typography>
    </Box>
  );
}
