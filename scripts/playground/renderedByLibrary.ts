/**
 * MUI X components the library renders itself, with props it computes (a cell's params, a
 * column's state, a series' positions): a preset could only fake those, so they have no
 * playground. Each says who renders it and with what; `playgroundIndex.json` lists the reason.
 * Keyed `product/Name`; checked only for a component without a preset.
 */

const GRID = 'rendered by DataGrid with its internal state';
const GRID_CELL =
  "rendered by DataGrid for each cell, with the cell's params (row, column, mode, focus)";
const GRID_HEADER =
  "rendered by DataGrid's column headers, with the column's state (width, sort, focus)";
const COLUMN_MENU =
  "opened by DataGrid from a column header's menu button, with that column and the menu's open state";
const COLUMN_MENU_ITEM = 'an item of the column menu, which passes it the column and its onClick';
const FILTER_INPUT =
  "rendered by the filter panel for one filter item, with the grid's apiRef and applyValue";
const PANEL =
  "shown in the grid's panel popper, which opens from the toolbar and closes on any click outside it";
const EXPORT_ITEM =
  "an item of GridToolbarExportContainer's menu, which passes it hideMenu (see that component's playground)";
const CHART_ELEMENT =
  'drawn by its plot for each series or item, at the positions and colors the plot computes';
const TOOLTIP_CONTENT = 'rendered by ChartsTooltip with the axis value or item under the pointer';

export const RENDERED_BY_LIBRARY: Readonly<Record<string, string>> = {
  'charts/AreaElement': CHART_ELEMENT,
  'charts/BarElement': CHART_ELEMENT,
  'charts/LineElement': CHART_ELEMENT,
  'charts/LineHighlightElement': CHART_ELEMENT,
  'charts/MarkElement': CHART_ELEMENT,
  'charts/PieArc': CHART_ELEMENT,
  'charts/PieArcLabel': CHART_ELEMENT,
  'charts/Scatter': CHART_ELEMENT,
  'charts/PieArcPlot': "rendered by PiePlot for each pie series, with the series' data and radii",
  'charts/PieArcLabelPlot':
    "rendered by PiePlot for each pie series, with the series' data and radii",
  'charts/ChartsAxisTooltipContent': TOOLTIP_CONTENT,
  'charts/ChartsItemTooltipContent': TOOLTIP_CONTENT,
  'charts/DefaultChartsAxisTooltipContent': TOOLTIP_CONTENT,
  'charts/DefaultChartsItemTooltipContent': TOOLTIP_CONTENT,
  'charts/CartesianContextProvider':
    'an internal provider ChartContainer renders around its children',
  'charts/DrawingProvider': 'an internal provider ChartContainer renders around its children',
  'charts/ChartsClipPath':
    'defines an SVG clip path and draws nothing: the plots refer to it by its id',
  'charts/ChartsText':
    'drawn by the axes and the legend at SVG x and y they compute; x and y are not in its API data, so a preset cannot place it',
  'charts/ChartsReferenceLine':
    'takes exactly one of x and y (it throws with both), but the API data marks both required, so no preset passes the check',
  'data-grid/GridBody': GRID,
  'data-grid/GridHeader': GRID,
  'data-grid/GridRoot': GRID,
  'data-grid/GridOverlays': GRID,
  'data-grid/GridFooterPlaceholder': GRID,
  'data-grid/GridContextProvider': GRID,
  'data-grid/GridRow': "rendered by DataGrid for each row, with the row's position and focus state",
  'data-grid/GridCell': GRID_CELL,
  'data-grid/GridActionsCell': GRID_CELL,
  'data-grid/GridBooleanCell': GRID_CELL,
  'data-grid/GridCellCheckboxForwardRef': GRID_CELL,
  'data-grid/GridCellCheckboxRenderer': GRID_CELL,
  'data-grid/GridDetailPanelToggleCell': GRID_CELL,
  'data-grid/GridEditBooleanCell': GRID_CELL,
  'data-grid/GridEditDateCell': GRID_CELL,
  'data-grid/GridEditInputCell': GRID_CELL,
  'data-grid/GridEditSingleSelectCell': GRID_CELL,
  'data-grid/GridSkeletonCell': GRID_CELL,
  'data-grid/GridTreeDataGroupingCell': GRID_CELL,
  'data-grid/GridActionsCellItem':
    "returned by an actions column's getActions and rendered by DataGrid in that column's cells; no slot takes it",
  'data-grid/GridColumnHeaders': GRID_HEADER,
  'data-grid/GridColumnHeaderItem': GRID_HEADER,
  'data-grid/GridColumnHeaderTitle': GRID_HEADER,
  'data-grid/GridColumnHeaderSeparator': GRID_HEADER,
  'data-grid/GridColumnHeaderSortIcon': GRID_HEADER,
  'data-grid/GridColumnHeaderFilterIconButton': GRID_HEADER,
  'data-grid/GridHeaderCheckbox': GRID_HEADER,
  'data-grid/GridHeaderFilterCell': GRID_HEADER,
  'data-grid/GridHeaderFilterMenu': GRID_HEADER,
  'data-grid/GridHeaderFilterMenuContainer': GRID_HEADER,
  'data-grid/GridColumnHeaderMenu': COLUMN_MENU,
  'data-grid/GridColumnMenu': COLUMN_MENU,
  'data-grid/GridColumnMenuContainer': COLUMN_MENU,
  'data-grid/GridGenericColumnMenu': COLUMN_MENU,
  'data-grid/GridColumnMenuAggregationItem': COLUMN_MENU_ITEM,
  'data-grid/GridColumnMenuColumnsItem': COLUMN_MENU_ITEM,
  'data-grid/GridColumnMenuFilterItem': COLUMN_MENU_ITEM,
  'data-grid/GridColumnMenuGroupingItem': COLUMN_MENU_ITEM,
  'data-grid/GridColumnMenuHideItem': COLUMN_MENU_ITEM,
  'data-grid/GridColumnMenuManageItem': COLUMN_MENU_ITEM,
  'data-grid/GridColumnMenuPinningItem': COLUMN_MENU_ITEM,
  'data-grid/GridColumnMenuSortItem': COLUMN_MENU_ITEM,
  'data-grid/GridFilterForm': FILTER_INPUT,
  'data-grid/GridFilterInputBoolean': FILTER_INPUT,
  'data-grid/GridFilterInputDate': FILTER_INPUT,
  'data-grid/GridFilterInputMultipleSingleSelect': FILTER_INPUT,
  'data-grid/GridFilterInputMultipleValue': FILTER_INPUT,
  'data-grid/GridFilterInputSingleSelect': FILTER_INPUT,
  'data-grid/GridFilterInputValue': FILTER_INPUT,
  'data-grid/GridMenu': 'a popup DataGrid opens anchored to its own elements (open, target)',
  'data-grid/GridPanel': 'a popup DataGrid opens anchored to its own elements (open, target)',
  'data-grid/GridColumnsPanel': PANEL,
  'data-grid/GridFilterPanel': PANEL,
  'data-grid/GridPreferencesPanel': PANEL,
  'data-grid/GridPanelWrapper': PANEL,
  'data-grid/GridPanelContent': PANEL,
  'data-grid/GridPanelHeader': PANEL,
  'data-grid/GridPanelFooter': PANEL,
  'data-grid/GridCsvExportMenuItem': EXPORT_ITEM,
  'data-grid/GridPrintExportMenuItem': EXPORT_ITEM,
  'data-grid/GridExcelExportMenuItem': EXPORT_ITEM,
  'data-grid/GridSelectedRowCount':
    'rendered by GridFooter with the selection count DataGrid computes',
};
