/** The interface strings of a default theme viewer (English on every language, as tool content). */
export interface ThemeViewerStrings {
  toolLabel: string;
  search: string;
  searchHelp: string;
  darkMode: string;
  expandAll: string;
  collapseAll: string;
  treeLabel: (mode: 'light' | 'dark') => string;
  matches: (count: number) => string;
}

const matches = (count: number) =>
  count === 0 ? 'No key or value matches' : `${count} ${count === 1 ? 'match' : 'matches'}`;

/** Material UI's viewer: the object `createTheme()` returns. */
export const DEFAULT_THEME_STRINGS: ThemeViewerStrings = {
  toolLabel: 'Default theme viewer',
  search: 'Search keys and values',
  searchHelp: 'A path such as palette.primary.main, or a value such as #1976d2',
  darkMode: 'Dark mode theme',
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
  treeLabel: (mode) => `Default theme, ${mode} mode`,
  matches,
};

/** Joy UI's viewer: the object `extendTheme()` returns, with one color scheme merged in. */
export const JOY_DEFAULT_THEME_STRINGS: ThemeViewerStrings = {
  toolLabel: 'Joy UI default theme viewer',
  search: 'Search keys and values',
  searchHelp: 'A path such as palette.primary.500 or radius.md, or a value such as #0B6BCB',
  darkMode: 'Dark color scheme',
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
  treeLabel: (mode) => `Joy UI default theme, ${mode} color scheme`,
  matches,
};
