/**
 * The size a responsive chart is drawn at in the server HTML (scripts/build/serverChartSizeLoader.cjs,
 * added to the server build by next.config.ts): a chart's box in the content column of a window
 * 1440 px wide or wider (where the column stops growing), and the height most chart demos give.
 */
export const SERVER_CHART_SIZE = { width: 770, height: 300 } as const;

/** The modules of @mui/x-charts (CommonJS, ESM, modern) holding ResponsiveChartContainer. */
export const RESPONSIVE_CHART_CONTAINER_MODULE =
  /[\\/]@mui[\\/]x-charts[\\/](?:esm[\\/]|modern[\\/])?ResponsiveChartContainer[\\/]index\.js$/;
