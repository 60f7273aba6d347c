import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESPONSIVE_CHART_CONTAINER_MODULE, SERVER_CHART_SIZE } from './serverChartSize';

const require = createRequire(import.meta.url);
const { drawAtServerSize } = require('./serverChartSizeLoader.cjs') as {
  drawAtServerSize: (source: string, size: { width: number; height: number }) => string;
};

const chartsRoot = path.join(process.cwd(), 'node_modules', '@mui', 'x-charts');
const VARIANTS = ['', 'esm', 'modern'].map((folder) =>
  path.join(chartsRoot, folder, 'ResponsiveChartContainer', 'index.js'),
);

describe('responsive charts drawn at a size in the server HTML', () => {
  it.each(VARIANTS)('starts the installed container at that size: %s', (file) => {
    expect(file).toMatch(RESPONSIVE_CHART_CONTAINER_MODULE);
    const drawn = drawAtServerSize(readFileSync(file, 'utf8'), SERVER_CHART_SIZE);
    expect(drawn).toContain(`[width, setWidth] = React.useState(${SERVER_CHART_SIZE.width})`);
    expect(drawn).toContain(`[height, setHeight] = React.useState(${SERVER_CHART_SIZE.height})`);
    expect(drawn).not.toContain('React.useState(0)');
  });

  it('matches no other module of the package', () => {
    expect(path.join(chartsRoot, 'ChartContainer', 'index.js')).not.toMatch(
      RESPONSIVE_CHART_CONTAINER_MODULE,
    );
  });

  it('fails the build when a new version starts its size another way', () => {
    expect(() =>
      drawAtServerSize('const [width, setWidth] = useState(0);', SERVER_CHART_SIZE),
    ).toThrow(/expected its width to start as React.useState\(0\) once, found 0/);
  });
});
