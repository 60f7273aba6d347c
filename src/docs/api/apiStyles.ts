import type { SxProps, Theme } from '@mui/material/styles';

const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/**
 * The look of API pages, applied once at their root: rows, badges, types and
 * tables are plain elements with class names, so a page with hundreds of props
 * hydrates fast. Long names and types wrap at the `<wbr>` BreakableText puts after
 * dots, pipes and commas and between the parts of long names; `break-word` is the last
 * resort for a piece still wider than a phone, and unlike `anywhere` it never lets a
 * cell or a flex item shrink below a whole piece on a wide screen.
 */
export const apiPageSx: SxProps<Theme> = {
  '& code': { overflowWrap: 'break-word' },
  '& .ApiEntry h2': { typography: 'h2', mt: 5, mb: 1.5 },
  '& .ApiEntry h3': { fontSize: '1.15rem', fontWeight: 600, mt: 3, mb: 1 },
  '& .ApiEntry h4': { fontSize: '1rem', fontWeight: 600, mt: 2.5, mb: 1 },
  '& .ApiEntry h2, & .ApiEntry h3, & .ApiEntry h4': {
    display: 'flex',
    alignItems: 'center',
    gap: 1,
    flexWrap: 'wrap',
  },
  '& .ApiEntry .anchor-link': { opacity: 0, color: 'primary.main', textDecoration: 'none' },
  '& .ApiEntry h2:hover .anchor-link, & .ApiEntry .anchor-link:focus-visible': { opacity: 1 },
  // The import block is the site's highlighted code block (globalStyles `.code-block`).
  '& .ApiEntry pre:not(.shiki)': {
    m: '12px 0',
    p: 2,
    overflow: 'auto',
    borderRadius: 1,
    border: 1,
    borderColor: 'divider',
    bgcolor: 'action.hover',
    direction: 'ltr',
  },
  // Not the import block's code, which keeps the prose code blocks' size.
  '& .ApiEntry :not(.shiki) > code': { fontFamily: mono, fontSize: '0.85em' },
  '& .ApiEntry a': { color: 'primary.main', textUnderlineOffset: 3 },
  '& .ApiEntry-note': { color: 'text.secondary' },
  '& .ApiSection-head': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: 1,
    mt: 5,
    mb: 1,
    '& h2, & h3': { m: 0 },
  },
  '& .ApiRowList': { listStyle: 'none', m: 0, p: 0 },
  '& .ApiRow': {
    py: 1.5,
    borderBottom: 1,
    borderColor: 'divider',
    scrollMarginTop: '80px',
  },
  '& .ApiRowList[data-collapsed] .ApiRow': { py: 0.5 },
  '& .ApiRow-head': {
    display: 'flex',
    alignItems: 'center',
    gap: 1,
    minWidth: 0,
    flexWrap: 'wrap',
  },
  '& .ApiRow-name': {
    fontWeight: 600,
    textDecoration: 'none',
    color: 'text.primary',
    minWidth: 0,
    // `unstable_ignoreValueFormatterDuringExport` is wider than a phone (see BreakableText).
    overflowWrap: 'break-word',
  },
  '& .ApiRow-name code': { fontSize: '0.95em' },
  '& [data-deprecated] .ApiRow-name code': { textDecoration: 'line-through' },
  '& .ApiRow-summary': {
    flex: '1 1 0',
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    color: 'text.secondary',
  },
  '& .ApiRow-actions': { display: 'inline-flex', ml: 'auto', minHeight: 28 },
  '& .ApiIconButton': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 28,
    height: 28,
    p: 0,
    border: 0,
    borderRadius: '50%',
    bgcolor: 'transparent',
    color: 'text.secondary',
    cursor: 'pointer',
    '& svg': { width: 18, height: 18, fill: 'currentColor' },
    '&:hover': { bgcolor: 'action.hover', color: 'text.primary' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
  },
  '& .ApiRow-copy[data-copied]': { color: 'success.main' },
  '& .ApiRow-toggle[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
  '& .ApiRow-body': { mt: 0.5 },
  '& .ApiRow-body .markdown-body, & .ApiTable .markdown-body': {
    fontSize: '0.925rem',
    '& p': { my: 0.5 },
  },
  '& .ApiRow-facts, & .ApiRow-signature': {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: 1.5,
    rowGap: 0.5,
    m: '4px 0',
    fontSize: '0.875rem',
    '& dt': { color: 'text.secondary', fontWeight: 600 },
    '& dd': { m: 0, minWidth: 0 },
  },
  '& .ApiRow-signature': {
    gridTemplateColumns: 'minmax(0, 1fr)',
    '& dd': { pl: 2, '& .markdown-body': { display: 'inline' }, '& p': { display: 'inline' } },
    '& dd > code': { mr: 1 },
  },
  '& .ApiRow-deprecation': {
    my: 0.5,
    px: 1.5,
    py: 0.5,
    borderInlineStart: '3px solid',
    borderColor: 'warning.main',
    fontSize: '0.9rem',
  },
  // `normal`, not `pre-wrap`: preserved spaces hang past the line end and widen the page.
  '& .ApiType': { display: 'inline', whiteSpace: 'normal', overflowWrap: 'break-word' },
  '& .ApiType[data-multiline] .ApiType-line': { display: 'block' },
  '& .ApiBadge': {
    display: 'inline-block',
    px: 0.75,
    borderRadius: 1,
    fontSize: '0.7rem',
    fontWeight: 700,
    lineHeight: '18px',
    whiteSpace: 'nowrap',
    color: '#5d2b00',
    bgcolor: '#fde7d6',
  },
  '& .ApiBadge-required': { color: '#8a1c1c', bgcolor: '#fbe1e1' },
  '& .ApiBadge-deprecated': { color: '#5d4200', bgcolor: '#fdf0c8' },
  '& .ApiBadge[data-plan="pro"]': { color: '#0b4f8a', bgcolor: '#dcecfb' },
  '& .ApiBadge[data-plan="premium"]': { color: '#6a1b9a', bgcolor: '#f1e2fa' },
  '& .ApiTable': {
    overflowX: 'auto',
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
  },
  '& .ApiTable table': { width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' },
  '& .ApiTable th, & .ApiTable td': {
    borderBottom: 1,
    borderColor: 'divider',
    p: '8px 10px',
    textAlign: 'start',
    verticalAlign: 'top',
    overflowWrap: 'break-word',
  },
  '& .ApiTable thead th': { fontSize: '0.8rem', color: 'text.secondary' },
  // Name, type, default, description; or name, default component (or rule), description.
  '& .ApiTable table th:nth-of-type(1)': { width: '26%' },
  '& .ApiTable table:not([data-kind="slots"]):not([data-kind="classes"]) th:nth-of-type(2)': {
    width: '30%',
  },
  '& .ApiTable table:not([data-kind="slots"]):not([data-kind="classes"]) th:nth-of-type(3)': {
    width: '14%',
  },
  '& .ApiTable table[data-kind="slots"] th:nth-of-type(2), & .ApiTable table[data-kind="classes"] th:nth-of-type(2)':
    { width: '24%' },
  '& .ApiTable tbody th': { fontWeight: 400 },
  '& .ApiTable tr': { scrollMarginTop: '80px' },
  '& .ApiIndex-list': { listStyle: 'none', p: 0, '& li': { py: 0.75 } },
  '& .ApiIndex-summary': { display: 'block', color: 'text.secondary', fontSize: '0.9rem' },
  '& .ApiTabs': { display: 'flex', gap: 0.5, borderBottom: 1, borderColor: 'divider', mb: 3 },
};
