import type { CSSObject } from '@mui/material/styles';
import type { DocsTheme } from '../../theme/docsTheme';
import { demoStylingRules } from './demoStylingRules';

/**
 * The demo toolbar's controls and tooltips (see DemoToolButton), and which styling variant of a
 * demo shows, once in the global stylesheet.
 *
 * One row down to a 375px wide screen: icon buttons of 32px, the view switches (code, TS/JS,
 * styling) at the start, the actions at the end, rarely used ones in the "More" menu. Only
 * "Show code" has a label beside its icon, from the `sm` breakpoint (600px) up.
 */
export function demoToolbarStyles(theme: DocsTheme): Record<string, CSSObject> {
  const { vars } = theme;
  const selectedBackground = `rgba(${vars.palette.primary.mainChannel} / 0.12)`;
  return {
    ...demoStylingRules(),
    '.demo-toolbar': {
      display: 'flex',
      // A fallback for screens narrower than the row (below about 340px): never a sideways scroll.
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: 2,
      padding: 4,
      borderLeft: `1px solid ${vars.palette.divider}`,
      borderRight: `1px solid ${vars.palette.divider}`,
    },
    '.demo-toolbar-end': {
      display: 'flex',
      alignItems: 'center',
      gap: 2,
      marginInlineStart: 'auto',
    },
    '.demo-tool-segment': {
      display: 'inline-flex',
      padding: 1,
      gap: 1,
      border: `1px solid ${vars.palette.divider}`,
      borderRadius: 8,
      '& .demo-tool-button': { height: 28, minWidth: 28, padding: '0 6px', borderRadius: 6 },
    },
    '.demo-tool': { position: 'relative', display: 'inline-flex' },
    '.demo-tool-button': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 4,
      height: 32,
      minWidth: 32,
      padding: '0 6px',
      border: '1px solid transparent',
      borderRadius: 8,
      background: 'none',
      font: 'inherit',
      fontSize: '0.75rem',
      fontWeight: 600,
      lineHeight: 1,
      whiteSpace: 'nowrap',
      color: vars.palette.primary.main,
      cursor: 'pointer',
      '& svg': { fontSize: '1.25rem', flexShrink: 0 },
      '&[data-icon-only]': { padding: 0, width: 32 },
      '&:hover': { backgroundColor: `rgba(${vars.palette.primary.mainChannel} / 0.06)` },
      '&:focus-visible': { outline: `2px solid ${vars.palette.primary.main}`, outlineOffset: 1 },
      '&[data-selected]': {
        backgroundColor: selectedBackground,
        borderColor: `rgba(${vars.palette.primary.mainChannel} / 0.5)`,
      },
      '&:disabled': { color: vars.palette.text.disabled, cursor: 'default' },
      '&[aria-disabled="true"]': {
        color: vars.palette.text.disabled,
        cursor: 'default',
        '&:hover': { backgroundColor: 'transparent' },
      },
    },
    [theme.breakpoints.down('sm')]: { '.demo-tool-text[data-from-sm]': { display: 'none' } },
    '.demo-tool-error': {
      flexBasis: '100%',
      padding: '0 8px',
      color: vars.palette.error.main,
      fontSize: '0.875rem',
    },
    // A zero-width box centred under the button, its bubble centred on it: centred in either
    // direction (the right-to-left stylesheet flips `left`, not a translation).
    '.demo-tool-tip': {
      position: 'absolute',
      zIndex: 1500,
      top: 'calc(100% + 6px)',
      left: '50%',
      width: 0,
      justifyContent: 'center',
      pointerEvents: 'none',
      // Out of the layout while hidden: a tooltip past the page's edge must not widen it.
      display: 'none',
    },
    // The last control's bubble ends at the toolbar's end, inside the page.
    '.demo-toolbar-end > .demo-tool:last-child .demo-tool-tip': {
      left: 'auto',
      right: 0,
      width: 'auto',
      justifyContent: 'flex-end',
    },
    '.demo-tool-tip-text': {
      flexShrink: 0,
      padding: '4px 8px',
      borderRadius: 4,
      backgroundColor: 'rgba(33, 38, 45, 0.94)',
      color: '#fff',
      fontSize: '0.75rem',
      fontWeight: 500,
      lineHeight: 1.4,
      whiteSpace: 'nowrap',
    },
    '.demo-tool-button:hover + .demo-tool-tip, .demo-tool-button:focus-visible + .demo-tool-tip, .demo-tool-tip[data-shown]':
      { display: 'flex' },
    // Esc hides the tooltip of the focused control until the pointer or focus moves on.
    '.demo-toolbar[data-tips-hidden] .demo-tool-tip:not([data-shown])': { display: 'none' },
    '.demo-license-note': {
      display: 'flex',
      alignItems: 'flex-start',
      gap: 8,
      margin: '32px 0 -16px',
      color: vars.palette.text.secondary,
      fontSize: '0.875rem',
      lineHeight: 1.5,
      '& svg': { fontSize: '1.125rem', marginTop: 1, flexShrink: 0 },
      '& code': { fontSize: '0.8125rem' },
    },
  };
}
