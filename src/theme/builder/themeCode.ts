import type { ThemeOptions } from '@mui/material/styles';
import {
  DEFAULT_BUILDER_STATE,
  DEFAULT_COLORS,
  fontStackOf,
  type BuilderState,
} from './builderState';
import { CodeReference, printValue, type Plain, type PlainObject } from '../../shared/printValue';

export { CodeReference, printValue, type Plain, type PlainObject };

/**
 * The dense defaults: smaller buttons, inputs and switches, dense lists and
 * toolbars, compact data grid rows. The grid's key is typed by its theme augmentation.
 */
export const DENSE_COMPONENTS = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiChip: { defaultProps: { size: 'small' } },
  MuiSwitch: { defaultProps: { size: 'small' } },
  MuiCheckbox: { defaultProps: { size: 'small' } },
  MuiFormControl: { defaultProps: { margin: 'dense', size: 'small' } },
  MuiTextField: { defaultProps: { margin: 'dense', size: 'small' } },
  MuiList: { defaultProps: { dense: true } },
  MuiMenuItem: { defaultProps: { dense: true } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
  MuiDataGrid: { defaultProps: { density: 'compact' } },
} as const;

/**
 * The theme options the builder's state makes, holding only what differs from
 * Material UI's defaults. Both the preview and the exported code use this object.
 */
export function builderThemeOptionsObject(state: BuilderState): PlainObject {
  const options: PlainObject = {};
  const palette: PlainObject = {};
  const colors = DEFAULT_COLORS[state.mode];
  if (state.mode !== DEFAULT_BUILDER_STATE.mode) {
    palette.mode = state.mode;
  }
  if (state.primary !== colors.primary) {
    palette.primary = { main: state.primary };
  }
  if (state.secondary !== colors.secondary) {
    palette.secondary = { main: state.secondary };
  }
  if (Object.keys(palette).length > 0) {
    options.palette = palette;
  }
  const typography: PlainObject = {};
  if (state.fontFamily !== DEFAULT_BUILDER_STATE.fontFamily) {
    typography.fontFamily = fontStackOf(state).stack;
  }
  if (state.fontSize !== DEFAULT_BUILDER_STATE.fontSize) {
    typography.fontSize = state.fontSize;
  }
  if (Object.keys(typography).length > 0) {
    options.typography = typography;
  }
  if (state.borderRadius !== DEFAULT_BUILDER_STATE.borderRadius) {
    options.shape = { borderRadius: state.borderRadius };
  }
  if (state.spacing !== DEFAULT_BUILDER_STATE.spacing) {
    options.spacing = state.spacing;
  }
  if (state.dense) {
    options.components = DENSE_COMPONENTS as unknown as PlainObject;
  }
  return options;
}

/** The same object, typed for `createTheme`. */
export function builderThemeOptions(state: BuilderState): ThemeOptions {
  return builderThemeOptionsObject(state) as ThemeOptions;
}

/**
 * The module a reader pastes into their app: the theme with only the options
 * they changed. The data grid's theme augmentation is imported when the
 * options configure it, so `MuiDataGrid` type-checks.
 */
export function themeCode(state: BuilderState): string {
  const options = builderThemeOptionsObject(state);
  const imports = ["import { createTheme } from '@mui/material/styles';"];
  if (state.dense) {
    imports.push("import type {} from '@mui/x-data-grid/themeAugmentation';");
  }
  return `${imports.join('\n')}\n\nexport const theme = createTheme(${printValue(options)});\n`;
}
