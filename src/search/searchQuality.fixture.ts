/** A query a reader types and what they mean by it. */
export interface SearchQualityQuery {
  query: string;
  /** The page (any of its sections and demos count) or the row (exactly) meant. */
  expected: string[];
  /** The intended result must be the first one, not only in the top 3. */
  first?: true;
}

/**
 * Queries readers type, and the page (or row) they mean: a result whose URL
 * starts with one of `expected` counts. Used to measure ranking quality.
 */
export const SEARCH_QUALITY_QUERIES: SearchQualityQuery[] = [
  { query: 'checkbox selection', expected: ['/x/react-data-grid/row-selection/'] },
  { query: 'checkboxSelection', expected: ['/x/api/data-grid/data-grid/#props-checkboxSelection'] },
  { query: 'valueGetter', expected: ['/x/api/data-grid/grid-col-def/#properties-valueGetter'] },
  { query: 'renderCell', expected: ['/x/api/data-grid/grid-col-def/#properties-renderCell'] },
  { query: 'processRowUpdate', expected: ['/x/api/data-grid/data-grid/#props-processRowUpdate'] },
  { query: 'datagrid', expected: ['/x/react-data-grid/', '/x/api/data-grid/data-grid/'] },
  { query: 'data grid getting started', expected: ['/x/react-data-grid/getting-started/'] },
  { query: 'colum visibility', expected: ['/x/react-data-grid/column-visibility/'] },
  { query: 'column pinning', expected: ['/x/react-data-grid/column-pinning/'] },
  { query: 'column groups', expected: ['/x/react-data-grid/column-groups/'] },
  { query: 'column width', expected: ['/x/react-data-grid/column-dimensions/'] },
  { query: 'row height', expected: ['/x/react-data-grid/row-height/'] },
  { query: 'master detail', expected: ['/x/react-data-grid/master-detail/'] },
  { query: 'row reorder', expected: ['/x/react-data-grid/row-ordering/'] },
  { query: 'cell editing', expected: ['/x/react-data-grid/editing/'] },
  { query: 'sorting', expected: ['/x/react-data-grid/sorting/'] },
  { query: 'quick filter', expected: ['/x/react-data-grid/filtering/quick-filter/'] },
  { query: 'server side filtering', expected: ['/x/react-data-grid/filtering/server-side/'] },
  { query: 'header filters', expected: ['/x/react-data-grid/filtering/header-filters/'] },
  { query: 'pagination', expected: ['/x/react-data-grid/pagination/'] },
  { query: 'export csv', expected: ['/x/react-data-grid/export/'] },
  { query: 'clipboard', expected: ['/x/react-data-grid/clipboard/'] },
  { query: 'grid localization', expected: ['/x/react-data-grid/localization/'] },
  { query: 'license key', expected: ['/x/introduction/licensing/'] },
  { query: 'install', expected: ['/x/introduction/installation/'] },
  { query: 'roadmap', expected: ['/x/introduction/roadmap/'] },
  { query: 'date range', expected: ['/x/react-date-pickers/date-range-picker/'] },
  { query: 'date picker', expected: ['/x/react-date-pickers/date-picker/'] },
  { query: 'time picker', expected: ['/x/react-date-pickers/time-picker/'] },
  { query: 'date time picker', expected: ['/x/react-date-pickers/date-time-picker/'] },
  { query: 'date field', expected: ['/x/react-date-pickers/date-field/'] },
  { query: 'digital clock', expected: ['/x/react-date-pickers/digital-clock/'] },
  {
    query: 'DateCalendar',
    expected: ['/x/react-date-pickers/date-calendar/', '/x/api/date-pickers/date-calendar/'],
  },
  { query: 'LocalizationProvider', expected: ['/x/api/date-pickers/localization-provider/'] },
  { query: 'pickers getting started', expected: ['/x/react-date-pickers/getting-started/'] },
  { query: 'bar chart', expected: ['/x/react-charts/bars/'] },
  { query: 'line chart', expected: ['/x/react-charts/lines/'] },
  { query: 'pie chart', expected: ['/x/react-charts/pie/'] },
  { query: 'scatter', expected: ['/x/react-charts/scatter/'] },
  { query: 'sparkline', expected: ['/x/react-charts/sparkline/'] },
  { query: 'chart legend', expected: ['/x/react-charts/legend/'] },
  { query: 'stacked bars', expected: ['/x/react-charts/stacking/'] },
  { query: 'heat map', expected: ['/x/react-charts/heat-map/'] },
  { query: 'gauge', expected: ['/x/react-charts/gauge/'] },
  { query: 'tree view', expected: ['/x/react-tree-view/'] },
  { query: 'TreeItem', expected: ['/x/api/tree-view/tree-item/'] },
  { query: 'base ui button', expected: ['/base-ui/react-button/'] },
  { query: "what's new", expected: ['/x/whats-new/'] },
  // API-style queries: a row named with its component, a format, a component name.
  {
    query: 'DataGrid rows prop',
    expected: ['/x/api/data-grid/data-grid/#props-rows'],
    first: true,
  },
  { query: 'csv', expected: ['/x/react-data-grid/export/'], first: true },
  // Core families: customization guides, getting started, system.
  { query: 'dark mode', expected: ['/material-ui/customization/dark-mode/'] },
  { query: 'theme palette', expected: ['/material-ui/customization/palette/'] },
  { query: 'breakpoints', expected: ['/material-ui/customization/breakpoints/'] },
  { query: 'z-index', expected: ['/material-ui/customization/z-index/'] },
  { query: 'createTheme', expected: ['/material-ui/customization/theming/'] },
  { query: 'ThemeProvider', expected: ['/material-ui/customization/theming/'] },
  { query: 'nested themes', expected: ['/material-ui/customization/theming/'] },
  { query: 'right to left', expected: ['/material-ui/customization/right-to-left/'] },
  { query: 'rtl', expected: ['/material-ui/customization/right-to-left/'] },
  { query: 'default theme', expected: ['/material-ui/customization/default-theme/'] },
  { query: 'styleOverrides', expected: ['/material-ui/customization/theme-components/'] },
  { query: 'defaultProps theme', expected: ['/material-ui/customization/theme-components/'] },
  { query: 'typography font size', expected: ['/material-ui/customization/typography/'] },
  { query: 'transition duration', expected: ['/material-ui/customization/transitions/'] },
  { query: 'theme spacing', expected: ['/material-ui/customization/spacing/'] },
  {
    query: 'color palette',
    expected: ['/material-ui/customization/color/', '/material-ui/customization/palette/'],
  },
  { query: 'theme builder', expected: ['/material-ui/customization/theme-builder/'] },
  { query: 'how to customize', expected: ['/material-ui/customization/how-to-customize/'] },
  { query: 'density', expected: ['/material-ui/customization/density/'] },
  { query: 'material ui templates', expected: ['/material-ui/getting-started/templates/'] },
  { query: 'install material ui', expected: ['/material-ui/getting-started/'] },
  { query: 'CssVarsProvider', expected: ['/joy-ui/getting-started/'] },
  { query: 'joy ui', expected: ['/joy-ui/getting-started/'] },
  { query: 'sx prop', expected: ['/system/getting-started/'] },
  { query: 'mui system', expected: ['/system/getting-started/'] },
  { query: 'styled', expected: ['/system/getting-started/'] },
  { query: 'base ui', expected: ['/base-ui/getting-started/'] },
  {
    query: 'useButton',
    expected: ['/base-ui/react-button/', '/base-ui/react-button/hooks-api/#use-button'],
  },
];
