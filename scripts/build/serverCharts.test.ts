import { parse } from '@babel/parser';
import { readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerIslandContext } from '../../src/hydration/serverIsland';
import {
  SERVER_CHART_MODULES,
  SERVER_CHART_SIZE,
  SERVER_CHARTS_LOADER_OPTIONS,
} from './serverCharts';

const require = createRequire(import.meta.url);
const { serverChartSource } = require('./serverChartsLoader.cjs') as {
  serverChartSource: (
    file: string,
    source: string,
    options: typeof SERVER_CHARTS_LOADER_OPTIONS,
  ) => string;
};

const chartsRoot = path.join(process.cwd(), 'node_modules', '@mui', 'x-charts');
const BUILDS = ['', 'esm', 'modern'];
const MODULES = [
  'ResponsiveChartContainer/index.js',
  'BarChart/BarPlot.js',
  'PieChart/PieArcPlot.js',
  'PieChart/PieArcLabelPlot.js',
];
const FILES = BUILDS.flatMap((build) =>
  MODULES.map((module) => path.join(chartsRoot, build, ...module.split('/'))),
);

describe('the server build of @mui/x-charts draws charts', () => {
  it.each(FILES)('changes the installed %s, which still parses', (file) => {
    expect(file).toMatch(SERVER_CHART_MODULES);
    const source = readFileSync(file, 'utf8');
    const changed = serverChartSource(file, source, SERVER_CHARTS_LOADER_OPTIONS);
    expect(changed).not.toBe(source);
    parse(changed, {
      sourceType:
        file.includes(`${path.sep}x-charts${path.sep}esm`) || file.includes('modern')
          ? 'module'
          : 'script',
      plugins: ['jsx'],
    });
    if (file.includes('ResponsiveChartContainer')) {
      expect(changed).toContain(
        `[width, setWidth] = React.useState(useDocsServerIsland() ? ${SERVER_CHART_SIZE.width} : 0)`,
      );
      expect(changed).toContain(
        `[height, setHeight] = React.useState(useDocsServerIsland() ? ${SERVER_CHART_SIZE.height} : 0)`,
      );
    } else {
      expect(changed).toMatch(
        /immediate: skipAnimation, initial: useDocsServerIsland\(\) \? [\w.$]+ : undefined/,
      );
    }
  });

  it('changes no other module of the package', () => {
    expect(path.join(chartsRoot, 'ChartContainer', 'index.js')).not.toMatch(SERVER_CHART_MODULES);
    expect(path.join(chartsRoot, 'LineChart', 'LinePlot.js')).not.toMatch(SERVER_CHART_MODULES);
  });

  it('fails the build when a new version is written another way', () => {
    const file = path.join(chartsRoot, 'ResponsiveChartContainer', 'index.js');
    expect(() =>
      serverChartSource(
        file,
        'const [width, setWidth] = useState(0);',
        SERVER_CHARTS_LOADER_OPTIONS,
      ),
    ).toThrow(
      /expected ResponsiveChartContainer's width to start as React.useState\(0\) once, found 0/,
    );
    const bars = path.join(chartsRoot, 'BarChart', 'BarPlot.js');
    expect(() =>
      serverChartSource(
        bars,
        'useTransition(data, { immediate: true })',
        SERVER_CHARTS_LOADER_OPTIONS,
      ),
    ).toThrow(/immediate: skipAnimation/);
  });
});

/**
 * Renders charts to HTML the way the server build does: the package's CommonJS modules, passed
 * through the loader as Node loads them.
 */
describe('charts rendered on the server with the loader', () => {
  type Loader = (module: NodeJS.Module, filename: string) => void;
  const extensions = (Module as unknown as { _extensions: Record<string, Loader> })._extensions;
  const plain = extensions['.js']!;
  let charts: { BarChart: unknown; PieChart: unknown };

  beforeAll(() => {
    extensions['.js'] = (module, filename) => {
      if (!SERVER_CHART_MODULES.test(filename)) {
        plain(module, filename);
        return;
      }
      const source = serverChartSource(
        filename,
        readFileSync(filename, 'utf8'),
        SERVER_CHARTS_LOADER_OPTIONS,
      );
      (module as unknown as { _compile: (code: string, file: string) => void })._compile(
        source,
        filename,
      );
    };
    charts = {
      BarChart: require(path.join(chartsRoot, 'BarChart')).BarChart,
      PieChart: require(path.join(chartsRoot, 'PieChart')).PieChart,
    };
  });
  afterAll(() => {
    extensions['.js'] = plain;
  });

  const inIsland = (element: ReturnType<typeof createElement>) =>
    createElement(ServerIslandContext.Provider, { value: true }, element);
  const barChart = () =>
    createElement(charts.BarChart as never, {
      height: 300,
      series: [{ data: [3, 5, 2] }],
      xAxis: [{ scaleType: 'band', data: ['a', 'b', 'c'] }],
    });
  const pieChart = () =>
    createElement(charts.PieChart as never, {
      width: 400,
      height: 300,
      series: [
        {
          data: [
            { id: 0, value: 3 },
            { id: 1, value: 5 },
          ],
        },
      ],
    });
  const barHeights = (html: string) =>
    [...html.matchAll(/<rect style="height:([\d.]+)px/g)].map((m) => Number(m[1]));
  const pieArcs = (html: string) =>
    [
      ...html.matchAll(
        /<path d="([^"]+)"[^>]*class="MuiPieArc-root[^"]*"[^>]*style="fill:([^;"]+)/g,
      ),
    ].map(([, d]) => d!);

  it('in an island, draws a responsive bar chart at the server size, its bars finished', () => {
    const html = renderToString(inIsland(barChart()));
    expect(html).toContain(`viewBox="0 0 ${SERVER_CHART_SIZE.width} 300"`);
    const heights = barHeights(html);
    expect(heights).toHaveLength(3);
    expect(heights[1]).toBeGreaterThan(heights[0]!);
    expect(heights[0]).toBeGreaterThan(heights[2]!);
    expect(heights[2]).toBeGreaterThan(0);
  });

  it('in an island, draws a pie chart with its arcs finished and filled', () => {
    const arcs = pieArcs(renderToString(inIsland(pieChart())));
    expect(arcs).toHaveLength(2);
    for (const d of arcs) {
      // An arc (A) of the full radius, not the point the animation starts from.
      expect(d).toMatch(/A\d+/);
    }
  });

  it('outside an island (HTML that hydrates), renders what the package renders first', () => {
    const bars = renderToString(barChart());
    expect(bars).not.toContain(`viewBox="0 0 ${SERVER_CHART_SIZE.width} 300"`);
    expect(barHeights(bars).filter((height) => height > 0)).toEqual([]);
    const arcs = pieArcs(renderToString(pieChart()));
    // The arcs' start: lines to the centre, no arc drawn.
    expect(arcs).toHaveLength(2);
    for (const d of arcs) {
      expect(d).not.toMatch(/A\d+/);
    }
  });
});
