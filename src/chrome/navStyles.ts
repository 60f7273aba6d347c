import type { CSSObject } from '@mui/material/styles';
import type { DocsTheme } from '../theme/docsTheme';

/**
 * The navigation tree's, the table of contents' and the page badges' styles, in the global stylesheet once: the tree
 * renders several hundred entries, and per-entry `sx` cost most of a prose page's hydration time.
 */
export function navStyles(theme: DocsTheme): Record<string, CSSObject> {
  const { vars } = theme;
  return {
    '.page-badge': {
      display: 'inline-block',
      padding: '0 6px',
      borderRadius: 4,
      fontSize: '0.7rem',
      fontWeight: 700,
      lineHeight: '18px',
      letterSpacing: '0.02em',
      whiteSpace: 'nowrap',
      '&[data-plan="pro"]': { color: '#0b4f8a', backgroundColor: '#dcecfb' },
      '&[data-plan="premium"]': { color: '#6a1b9a', backgroundColor: '#f1e2fa' },
      '&[data-planned]': { color: '#5d4200', backgroundColor: '#fdf0c8' },
      '&[data-new]': { color: '#0e5220', backgroundColor: '#d9f5df' },
      '&[data-beta]': { color: '#7a2e00', backgroundColor: '#fde4d3' },
      '&[data-unstable]': { color: '#8a1c1c', backgroundColor: '#fbe0e0' },
      '&[data-legacy]': { color: '#3d4450', backgroundColor: '#e6e9ee' },
    },
    '.toc': {
      display: 'none',
      position: 'sticky',
      top: 88,
      alignSelf: 'start',
      maxHeight: 'calc(100vh - 104px)',
      overflowY: 'auto',
      paddingLeft: 16,
      [theme.breakpoints.up('lg')]: { display: 'block' },
    },
    '.toc-title': {
      margin: '0 0 8px',
      fontSize: '0.8rem',
      fontWeight: 700,
      textTransform: 'uppercase',
    },
    '.toc-link': {
      display: 'block',
      padding: '4px 0 4px 8px',
      borderLeft: `2px solid ${vars.palette.divider}`,
      fontSize: '0.85rem',
      color: vars.palette.text.secondary,
      textDecoration: 'none',
      '&[data-level="3"]': { paddingLeft: 20 },
      '&:hover': { color: vars.palette.text.primary },
      '&[aria-current]': {
        color: vars.palette.primary.main,
        borderColor: vars.palette.primary.main,
        fontWeight: 600,
      },
    },
    '.nav-tree': { padding: '0 12px 32px' },
    '.nav-list': { listStyle: 'none', margin: 0, padding: 0 },
    // One row: the label wraps under itself when long ("Date and Time Range components",
    // "GridColumnHeaderFilterIconButton"), and its chevron and badges stay beside its first
    // line, centred on it (`--nav-line`, the line height), in either direction.
    '.nav-item': {
      '--nav-line': '1.3125rem',
      display: 'flex',
      alignItems: 'flex-start',
      gap: 6,
      width: '100%',
      // Mirrored on right-to-left pages by the RTL Emotion cache.
      padding: '4px 8px 4px calc(8px + var(--nav-depth, 0) * 12px)',
      border: 0,
      borderRadius: 12,
      background: 'none',
      font: 'inherit',
      fontSize: '0.875rem',
      lineHeight: 'var(--nav-line)',
      color: vars.palette.text.secondary,
      textDecoration: 'none',
      textAlign: 'start',
      cursor: 'pointer',
      '&:hover': { backgroundColor: vars.palette.action.hover, color: vars.palette.text.primary },
      '&:focus-visible': { outline: `2px solid ${vars.palette.primary.main}`, outlineOffset: -2 },
      '&[aria-current="page"]': {
        color: vars.palette.primary.main,
        fontWeight: 600,
        backgroundColor: vars.palette.action.selected,
      },
      '&[data-planned]': { fontStyle: 'italic' },
    },
    '.nav-label': { flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' },
    '.nav-item > .page-badge': {
      flexShrink: 0,
      // A badge is 18 px high.
      marginBlock: 'calc((var(--nav-line) - 18px) / 2)',
    },
    '.nav-group': { fontWeight: 700, color: vars.palette.text.primary },
    '.nav-group[data-top]': {
      '--nav-line': '1.2rem',
      marginTop: 12,
      fontSize: '0.8rem',
      textTransform: 'uppercase',
      letterSpacing: '0.06em',
    },
    '.nav-chevron': {
      width: 20,
      height: 20,
      flexShrink: 0,
      marginBlock: 'calc((var(--nav-line) - 20px) / 2)',
      transition: 'transform 150ms',
      transform: 'rotate(-90deg)',
    },
    // A closed group's chevron points along the reading direction (the RTL cache does not flip it).
    '[dir="rtl"] .nav-chevron': { transform: 'rotate(90deg)' },
    '.nav-group[aria-expanded="true"] > .nav-chevron': { transform: 'none' },
    // A closed group keeps its links in the page (for search engines) but out of reach.
    '.nav-panel': {
      display: 'grid',
      gridTemplateRows: '0fr',
      visibility: 'hidden',
      transition: 'grid-template-rows 150ms, visibility 150ms',
      '&[data-open]': { gridTemplateRows: '1fr', visibility: 'visible' },
      '& > div': { overflow: 'hidden', minHeight: 0 },
      '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  };
}
