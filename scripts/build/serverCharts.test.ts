import { parse } from '@babel/parser';
import { readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_CHART_MODULES, SERVER_CHART_SIZE } from './serverCharts';

const require = createRequire(import.meta.url);
const { serverChartSource } = require('./serverChartsLoader.cjs') as {
  serverChartSource: (file: string, source: string, size: typeof SERVER_CHART_SIZE) => string;
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
    const changed = serverChartSource(file, source, SERVER_CHART_SIZE);
    expect(changed).not.toBe(source);
    parse(changed, {
      sourceType:
        file.includes(`${path.sep}x-charts${path.sep}esm`) || file.includes('modern')
          ? 'module'
          : 'script',
      plugins: ['jsx'],
    });
    if (file.includes('ResponsiveChartContainer')) {
      expect(changed).toContain(`[width, setWidth] = React.useState(${SERVER_CHART_SIZE.width})`);
      expect(changed).toContain(
        `[height, setHeight] = React.useState(${SERVER_CHART_SIZE.height})`,
      );
    } else {
      expect(changed).toMatch(/immediate: skipAnimation, initial: [\w.$]+/);
    }
  });

  it('changes no other module of the package', () => {
    expect(path.join(chartsRoot, 'ChartContainer', 'index.js')).not.toMatch(SERVER_CHART_MODULES);
    expect(path.join(chartsRoot, 'LineChart', 'LinePlot.js')).not.toMatch(SERVER_CHART_MODULES);
  });

  it('fails the build when a new version is written another way', () => {
    const file = path.join(chartsRoot, 'ResponsiveChartContainer', 'index.js');
    expect(() =>
      serverChartSource(file, 'const [width, setWidth] = useState(0);', SERVER_CHART_SIZE),
    ).toThrow(
      /expected ResponsiveChartContainer's width to start as React.useState\(0\) once, found 0/,
    );
    const bars = path.join(chartsRoot, 'BarChart', 'BarPlot.js');
    expect(() =>
      serverChartSource(bars, 'useTransition(data, { immediate: true })', SERVER_CHART_SIZE),
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
      const source = serverChartSource(filename, readFileSync(filename, 'utf8'), SERVER_CHART_SIZE);
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

  it('draws a responsive bar chart at the server size, its bars finished', () => {
    const html = renderToString(
      createElement(charts.BarChart as never, {
        height: 300,
        series: [{ data: [3, 5, 2] }],
        xAxis: [{ scaleType: 'band', data: ['a', 'b', 'c'] }],
      }),
    );
    expect(html).toContain(`viewBox="0 0 ${SERVER_CHART_SIZE.width} 300"`);
    const heights = [...html.matchAll(/<rect style="height:([\d.]+)px/g)].map((m) => Number(m[1]));
    expect(heights).toHaveLength(3);
    expect(heights[1]).toBeGreaterThan(heights[0]!);
    expect(heights[0]).toBeGreaterThan(heights[2]!);
    expect(heights[2]).toBeGreaterThan(0);
  });

  it('draws a pie chart with its arcs finished and filled', () => {
    const html = renderToString(
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
      }),
    );
    const arcs = [
      ...html.matchAll(
        /<path d="([^"]+)"[^>]*class="MuiPieArc-root[^"]*"[^>]*style="fill:([^;"]+)/g,
      ),
    ];
    expect(arcs).toHaveLength(2);
    for (const [, d] of arcs) {
      // An arc (A) of the full radius, not the point the animation starts from.
      expect(d).toMatch(/A\d+/);
    }
  });
});
