import { SERVER_ISLAND_CONTEXT_KEY } from '../../src/hydration/serverIsland';

/**
 * What the server build changes in @mui/x-charts so a chart demo's server HTML draws its chart
 * (scripts/build/serverChartsLoader.cjs, added to the server build by next.config.ts).
 */

/**
 * The size a responsive chart is drawn at in the server HTML: a chart's box in the content column
 * of a window 1440 px wide or wider (where the column stops growing), and the height most chart
 * demos give.
 */
export const SERVER_CHART_SIZE = { width: 770, height: 300 } as const;

/** The loader's options: the size, and where it finds whether the server renders an island. */
export const SERVER_CHARTS_LOADER_OPTIONS = {
  ...SERVER_CHART_SIZE,
  islandContextKey: SERVER_ISLAND_CONTEXT_KEY,
};

/**
 * The modules of @mui/x-charts (CommonJS, ESM and modern builds) the loader changes: the
 * responsive container, the bars, the pie arcs and their labels.
 */
export const SERVER_CHART_MODULES =
  /[\\/]@mui[\\/]x-charts[\\/](?:esm[\\/]|modern[\\/])?(?:ResponsiveChartContainer[\\/]index|BarChart[\\/]BarPlot|PieChart[\\/]PieArcPlot|PieChart[\\/]PieArcLabelPlot)\.js$/;
