import type { FontRole, PaletteName, RadiusName } from './joyBuilderState';

const PALETTE_NAMES: Record<PaletteName, string> = {
  primary: 'Primary',
  neutral: 'Neutral',
  danger: 'Danger',
  success: 'Success',
  warning: 'Warning',
};

const FONT_ROLE_NAMES: Record<FontRole, string> = {
  body: 'Body font',
  display: 'Display font',
  code: 'Code font',
};

/** The Joy UI theme builder's interface strings (English on every language, as tool content). */
export const JOY_BUILDER_STRINGS = {
  toolLabel: 'Joy UI theme builder',
  palettesLegend: 'Color palettes',
  paletteTabs: 'Palette to edit',
  paletteName: (palette: PaletteName) => PALETTE_NAMES[palette],
  baseColor: (palette: PaletteName) => `${PALETTE_NAMES[palette]} base color`,
  baseHint: 'Becomes the 500 shade; the other shades are made from it.',
  shadesLegend: (palette: PaletteName) => `${PALETTE_NAMES[palette]} scale`,
  shade: (palette: PaletteName, shade: string) => `${PALETTE_NAMES[palette]} ${shade}`,
  resetPalette: (palette: PaletteName) => `Reset ${PALETTE_NAMES[palette].toLowerCase()}`,
  fontsLegend: 'Fonts',
  fontRole: (role: FontRole) => FONT_ROLE_NAMES[role],
  radiusLegend: 'Radius',
  radius: (name: RadiusName) => `Radius ${name} (px)`,
  previewLabel: 'Joy UI theme preview',
  previewScheme: 'Preview color scheme',
  light: 'Light',
  dark: 'Dark',
  loadingPreview: 'Loading the preview…',
} as const;
