import type { CSSObject } from '@mui/material/styles';
import type { DocsTheme } from '../../theme/docsTheme';
import { demoStylingRules } from './demoStylingRules';

/**
 * The demo toolbar's controls and tooltips (see DemoToolButton), and which styling variant of a
 * demo shows, once in the global stylesheet.
 */
export function demoToolbarStyles(theme: DocsTheme): Record<string, CSSObject> {
  const { vars } = theme;
  return {
    ...demoStylingRules(),
    '.demo-toolbar': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: 4,
      padding: '4px 8px',
      borderLeft: `1px solid ${vars.palette.divider}`,
      borderRight: `1px solid ${vars.palette.divider}`,
    },
    '.demo-tool': { position: 'relative', display: 'inline-flex' },
    '.demo-tool-button': {
      minWidth: 48,
      padding: '3px 8px',
      border: '1px solid transparent',
      borderRadius: 8,
      background: 'none',
      font: 'inherit',
      fontSize: '0.8125rem',
      fontWeight: 600,
      lineHeight: 1.75,
      color: vars.palette.primary.main,
      cursor: 'pointer',
      '&:hover': { backgroundColor: `rgba(${vars.palette.primary.mainChannel} / 0.06)` },
      '&:focus-visible': { outline: `2px solid ${vars.palette.primary.main}`, outlineOffset: 1 },
      '&[data-selected]': { borderColor: `rgba(${vars.palette.primary.mainChannel} / 0.5)` },
      '&:disabled': { color: vars.palette.text.disabled, cursor: 'default' },
      '&[aria-disabled="true"]': {
        color: vars.palette.text.secondary,
        cursor: 'default',
        '&:hover': { backgroundColor: 'transparent' },
      },
    },
    '.demo-tool-error': {
      flexBasis: '100%',
      padding: '0 8px',
      color: vars.palette.error.main,
      fontSize: '0.875rem',
    },
    '.demo-tool-tip': {
      position: 'absolute',
      zIndex: 1500,
      top: 'calc(100% + 6px)',
      left: '50%',
      transform: 'translateX(-50%)',
      padding: '4px 8px',
      borderRadius: 4,
      backgroundColor: 'rgba(33, 38, 45, 0.94)',
      color: '#fff',
      fontSize: '0.75rem',
      fontWeight: 500,
      lineHeight: 1.4,
      whiteSpace: 'nowrap',
      pointerEvents: 'none',
      // Out of the layout while hidden: a tooltip past the page's edge must not widen it.
      display: 'none',
    },
    '.demo-tool-button:hover + .demo-tool-tip, .demo-tool-button:focus-visible + .demo-tool-tip': {
      display: 'block',
    },
  };
}
