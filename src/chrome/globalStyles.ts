import type { CSSObject } from '@mui/material/styles';
import { CODE_VARIANT_ATTRIBUTE } from '../settings/codeVariant/codeVariantCodec';
import { COLOR_SCHEME_ATTRIBUTE, type DocsTheme } from '../theme/docsTheme';
import { installTabStyles } from '../docs/code/installTabStyles';
import { demoToolbarStyles } from '../docs/demo/demoToolbarStyles';
import { navStyles } from './navStyles';

/** Site-wide styles: the prose rendered from markdown and the skip link. */
export function globalStyles(theme: DocsTheme): Record<string, CSSObject> {
  const { vars } = theme;
  return {
    html: { scrollPaddingTop: 80 },
    ...navStyles(theme),
    ...demoToolbarStyles(theme),
    // Highlighted code carries both schemes' colors; the active scheme picks one.
    '.shiki, .shiki span': { color: 'var(--shiki-light)' },
    [`[${COLOR_SCHEME_ATTRIBUTE}="dark"] .shiki, [${COLOR_SCHEME_ATTRIBUTE}="dark"] .shiki span`]: {
      color: 'var(--shiki-dark)',
    },
    '@media (prefers-color-scheme: dark)': {
      [`:root:not([${COLOR_SCHEME_ATTRIBUTE}]) .shiki, :root:not([${COLOR_SCHEME_ATTRIBUTE}]) .shiki span`]:
        {
          color: 'var(--shiki-dark)',
        },
    },
    // Code samples carry both variants; the reader's choice (set before paint) shows one.
    [`html[${CODE_VARIANT_ATTRIBUTE}="JS"] [data-variant="TS"], html:not([${CODE_VARIANT_ATTRIBUTE}="JS"]) [data-variant="JS"]`]:
      { display: 'none' },
    '.code-block': { position: 'relative', margin: '16px 0' },
    ...installTabStyles(theme),
    '.code-copy': {
      position: 'absolute',
      top: 8,
      right: 8,
      padding: '2px 10px',
      font: 'inherit',
      fontSize: '0.8rem',
      fontWeight: 600,
      color: vars.palette.text.primary,
      backgroundColor: vars.palette.background.paper,
      border: `1px solid ${vars.palette.divider}`,
      borderRadius: 8,
      cursor: 'pointer',
      '&:hover': { borderColor: vars.palette.primary.main },
      '&:focus-visible': { outline: `2px solid ${vars.palette.primary.main}`, outlineOffset: 2 },
      '&[data-state="copied"]': {
        color: vars.palette.success.main,
        borderColor: vars.palette.success.main,
      },
      '&[data-state="error"]': {
        color: vars.palette.error.main,
        borderColor: vars.palette.error.main,
      },
    },
    // The Diamond sponsors at the bottom of the navigation drawer (src/sponsors/DrawerSponsors.tsx).
    '.drawer-sponsors': {
      margin: '24px 8px 0',
      paddingTop: 16,
      borderTop: `1px solid ${vars.palette.divider}`,
      fontSize: '0.8125rem',
      '& ul': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 },
      '& a': { display: 'inline-block', borderRadius: 8, color: vars.palette.primary.main },
      '& a:focus-visible': { outline: `2px solid ${vars.palette.primary.main}`, outlineOffset: 2 },
      '& img': { display: 'block' },
    },
    '.drawer-sponsors-heading': {
      margin: '0 0 8px',
      fontSize: '0.75rem',
      fontWeight: 700,
      letterSpacing: '0.06em',
      textTransform: 'uppercase',
      color: vars.palette.text.secondary,
    },
    '.drawer-sponsors-become': { marginTop: 12 },
    // A demo whose code is on its way (src/docs/demo/DemoLive.tsx): what the reader does meanwhile
    // is kept and replayed once it is live.
    '[data-demo-root][aria-busy="true"]': { cursor: 'progress' },
    // The in-house promotion under a page's first demo (src/sponsors/DemoAd.tsx).
    '.demo-ad': {
      display: 'flex',
      gap: 8,
      alignItems: 'baseline',
      margin: '-16px 0 32px',
      fontSize: '0.8125rem',
      lineHeight: 1.5,
      color: vars.palette.text.secondary,
      '& a': { color: vars.palette.primary.main, fontWeight: 600 },
    },
    '.demo-ad-label': {
      flexShrink: 0,
      padding: '0 6px',
      border: `1px solid ${vars.palette.divider}`,
      borderRadius: 4,
      fontSize: '0.6875rem',
      fontWeight: 700,
      textTransform: 'uppercase',
    },
    '.markdown-body': {
      fontSize: '1rem',
      lineHeight: 1.7,
      color: vars.palette.text.primary,
      '& h2': { ...theme.typography.h2, margin: '40px 0 12px' },
      '& h3': { ...theme.typography.h3, margin: '28px 0 8px' },
      '& h4': { fontSize: '1rem', fontWeight: 600, margin: '20px 0 8px' },
      '& h2, & h3, & h4': { position: 'relative' },
      '& .anchor-link': {
        marginInlineStart: 8,
        opacity: 0,
        color: vars.palette.primary.main,
        textDecoration: 'none',
        '&:focus-visible': { opacity: 1 },
        // A break opportunity before the "#": on a phone a heading's last word and its anchor
        // may wrap apart instead of pushing the page wider.
        '&::before': { content: '"\\200B"' },
      },
      '& h2:hover .anchor-link, & h3:hover .anchor-link, & h4:hover .anchor-link': { opacity: 1 },
      // "Feedback on this section": shown like the anchor link, always on touch screens.
      '& .section-feedback-link': {
        display: 'inline-flex',
        verticalAlign: 'middle',
        marginInlineStart: 4,
        padding: 2,
        opacity: 0,
        color: vars.palette.text.secondary,
        '&:hover': { color: vars.palette.primary.main },
        '&:focus-visible': { opacity: 1 },
        '@media (hover: none)': { opacity: 1 },
      },
      '& h2:hover .section-feedback-link, & h3:hover .section-feedback-link': { opacity: 1 },
      '& a': { color: vars.palette.primary.main, textUnderlineOffset: 3 },
      '& a:not(.anchor-link)': { textDecoration: 'underline' },
      '& code': {
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: '0.875em',
      },
      '& :not(pre) > code': {
        // A long name (`frFR.components.MuiLocalizationProvider.defaultProps`) wraps on a phone.
        overflowWrap: 'anywhere',
        padding: '1px 5px',
        borderRadius: 6,
        backgroundColor: vars.palette.action.hover,
      },
      '& pre': {
        margin: 0,
        padding: 16,
        paddingRight: 80,
        overflow: 'auto',
        borderRadius: theme.shape.borderRadius,
        border: `1px solid ${vars.palette.divider}`,
        // The highlighter's colors are chosen for these backgrounds (comments keep AA contrast).
        backgroundColor: vars.palette.background.paper,
      },
      '& table': {
        width: '100%',
        borderCollapse: 'collapse',
        margin: '16px 0',
        display: 'block',
        overflowX: 'auto',
      },
      '& th, & td': {
        border: `1px solid ${vars.palette.divider}`,
        padding: '6px 12px',
        textAlign: 'start',
      },
      '& .callout': {
        margin: '16px 0',
        padding: '4px 16px',
        borderRadius: theme.shape.borderRadius,
        borderInlineStart: '4px solid',
      },
      '& .callout-info': {
        borderColor: vars.palette.info.main,
        backgroundColor: `rgba(${vars.palette.info.mainChannel} / 0.08)`,
      },
      '& .callout-warning': {
        borderColor: vars.palette.warning.main,
        backgroundColor: `rgba(${vars.palette.warning.mainChannel} / 0.1)`,
      },
      '& .callout-success': {
        borderColor: vars.palette.success.main,
        backgroundColor: `rgba(${vars.palette.success.mainChannel} / 0.1)`,
      },
    },
  };
}
