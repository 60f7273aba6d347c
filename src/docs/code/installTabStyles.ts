import type { CSSObject } from '@mui/material/styles';
import {
  INSTALL_TAB_MANAGER_ATTRIBUTE,
  PACKAGE_MANAGER_ATTRIBUTE,
  PACKAGE_MANAGER_CODEC,
  type PackageManager,
} from '../../settings';
import type { DocsTheme } from '../../theme/docsTheme';

/**
 * The `<html>` selector of a package manager being the reader's choice: its value on
 * `data-package-manager`, or, for npm (the default), anything else, absent included (no script).
 */
function chosen(manager: PackageManager): string {
  if (manager !== PACKAGE_MANAGER_CODEC.defaultValue) {
    return `html[${PACKAGE_MANAGER_ATTRIBUTE}="${manager}"]`;
  }
  const others = PACKAGE_MANAGER_CODEC.values.filter((other) => other !== manager);
  return `html${others.map((other) => `:not([${PACKAGE_MANAGER_ATTRIBUTE}="${other}"])`).join('')}`;
}

/**
 * Which panel and tab of every install block show as chosen: driven by `<html
 * data-package-manager>`, which the init script sets before first paint, so the server HTML
 * shows the reader's package manager at once.
 */
export function installTabRules(): Record<string, CSSObject> {
  const rules: Record<string, CSSObject> = {};
  for (const manager of PACKAGE_MANAGER_CODEC.values) {
    const own = `[${INSTALL_TAB_MANAGER_ATTRIBUTE}="${manager}"]`;
    rules[`${chosen(manager)} .install-tabs [role="tabpanel"]:not(${own})`] = { display: 'none' };
    rules[`${chosen(manager)} .install-tabs [role="tab"]${own}`] = {
      color: 'var(--install-tab-selected)',
      borderBottomColor: 'currentColor',
    };
  }
  return rules;
}

/** Install blocks: one frame around the tab list (npm, yarn, pnpm) and the shown command. */
export function installTabStyles(theme: DocsTheme): Record<string, CSSObject> {
  const { vars } = theme;
  return {
    '.install-tabs': {
      '--install-tab-selected': vars.palette.primary.main,
      border: `1px solid ${vars.palette.divider}`,
      borderRadius: theme.shape.borderRadius,
      backgroundColor: vars.palette.background.paper,
      // Beats the prose's own frame around code blocks (.markdown-body pre).
      '& [role="tabpanel"] > pre': {
        border: 'none',
        borderRadius: `0 0 ${theme.shape.borderRadius}px ${theme.shape.borderRadius}px`,
      },
    },
    '.install-tablist': {
      display: 'flex',
      gap: 4,
      padding: '0 8px',
      // Room for the block's copy button, at the end of this row.
      paddingRight: 88,
      borderBottom: `1px solid ${vars.palette.divider}`,
    },
    '.install-tablist [role="tab"]': {
      padding: '8px 10px 6px',
      border: 'none',
      borderBottom: '2px solid transparent',
      background: 'none',
      font: 'inherit',
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
      fontSize: '0.8125rem',
      fontWeight: 600,
      color: vars.palette.text.secondary,
      cursor: 'pointer',
      '&:hover': { color: vars.palette.text.primary },
      '&:focus-visible': { outline: `2px solid ${vars.palette.primary.main}`, outlineOffset: -2 },
    },
    ...installTabRules(),
  };
}
