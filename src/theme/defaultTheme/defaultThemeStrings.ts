/** The default theme viewer's interface strings (English on every language, as tool content). */
export const DEFAULT_THEME_STRINGS = {
  toolLabel: 'Default theme viewer',
  search: 'Search keys and values',
  searchHelp: 'A path such as palette.primary.main, or a value such as #1976d2',
  darkMode: 'Dark mode theme',
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
  treeLabel: (mode: 'light' | 'dark') => `Default theme, ${mode} mode`,
  matches: (count: number) =>
    count === 0 ? 'No key or value matches' : `${count} ${count === 1 ? 'match' : 'matches'}`,
} as const;
