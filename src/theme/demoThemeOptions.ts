import type { ThemeOptions } from '@mui/material/styles';
import type { ThemeState } from './themeState';

/** Compact defaults for the components that have a smaller size or margin. */
const DENSE_COMPONENTS = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiButtonGroup: { defaultProps: { size: 'small' } },
  MuiCheckbox: { defaultProps: { size: 'small' } },
  MuiFab: { defaultProps: { size: 'small' } },
  MuiFormControl: { defaultProps: { margin: 'dense', size: 'small' } },
  MuiFormHelperText: { defaultProps: { margin: 'dense' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiInputBase: { defaultProps: { margin: 'dense' } },
  MuiInputLabel: { defaultProps: { margin: 'dense' } },
  MuiRadio: { defaultProps: { size: 'small' } },
  MuiSwitch: { defaultProps: { size: 'small' } },
  MuiTextField: { defaultProps: { margin: 'dense', size: 'small' } },
  MuiList: { defaultProps: { dense: true } },
  MuiMenuItem: { defaultProps: { dense: true } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
  // The data grid reads its default props from the theme too (its theme augmentation).
  MuiDataGrid: { defaultProps: { density: 'compact' } },
} as const;

/**
 * The options of the theme every demo renders with: the library's defaults
 * (not the chrome's look), with the reader's mode, direction, spacing, density
 * and picked colors.
 */
export function demoThemeOptions(state: ThemeState): ThemeOptions {
  return {
    direction: state.direction,
    spacing: state.spacing,
    palette: { mode: state.paletteMode, ...state.paletteColors },
    components: state.dense ? (DENSE_COMPONENTS as ThemeOptions['components']) : {},
  };
}
