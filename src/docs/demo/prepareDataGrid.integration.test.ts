import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInSlices } from './prepareDataGrid';

afterEach(() => {
  vi.useRealTimers();
  vi.doUnmock('../../../generated/gridModules');
  vi.resetModules();
});

describe('runInSlices', () => {
  it('runs every step once, in order', async () => {
    const calls: number[] = [];
    await runInSlices([1, 2, 3, 4].map((n) => () => calls.push(n)));
    expect(calls).toEqual([1, 2, 3, 4]);
  });

  it('yields to the browser once a slice has run its time', async () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const slowStep = (n: number) => () => {
      calls.push(n);
      vi.advanceTimersByTime(5);
    };
    const done = runInSlices([slowStep(1), slowStep(2), slowStep(3), slowStep(4)], 8);
    // 5 ms per step, 8 ms per slice: two steps, then a task boundary.
    expect(calls).toEqual([1, 2]);
    await vi.advanceTimersToNextTimerAsync();
    expect(calls).toEqual([1, 2, 3, 4]);
    await vi.runAllTimersAsync();
    await done;
  });
});

describe('prepareDataGrid', () => {
  it('evaluates every module of the list once, in order, once per page', async () => {
    const evaluated: string[] = [];
    vi.doMock('../../../generated/gridModules', () => ({
      GRID_MODULES: ['utils/a', 'hooks/b', 'DataGrid/index'].map((name) => () => {
        evaluated.push(name);
      }),
    }));
    const { prepareDataGrid } = await import('./prepareDataGrid');
    const first = prepareDataGrid();
    expect(prepareDataGrid()).toBe(first);
    await first;
    expect(evaluated).toEqual(['utils/a', 'hooks/b', 'DataGrid/index']);
  });

  it('settles when a module fails, leaving the failure to the demo’s own load', async () => {
    vi.doMock('../../../generated/gridModules', () => ({
      GRID_MODULES: [
        () => {
          throw new Error('chunk failed');
        },
      ],
    }));
    const { prepareDataGrid } = await import('./prepareDataGrid');
    await expect(prepareDataGrid()).resolves.toBeUndefined();
  });
});

describe('the list of grid modules (generated/gridModules.ts)', () => {
  // The list requires the grid's files by path. The demos import the package by name, which the
  // bundler resolves through the package's `module` field: both must reach the same files, or the
  // grid would be bundled twice (tests/e2e/build-output.spec.ts checks the build itself).
  it('names files of the build the package name resolves to', () => {
    const root = path.join(process.cwd(), 'node_modules', '@mui', 'x-data-grid');
    const { module: entry } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      module: string;
    };
    const list = readFileSync(path.join(process.cwd(), 'generated', 'gridModules.ts'), 'utf8');
    const gridFiles = [...list.matchAll(/require\("@mui\/x-data-grid\/([^"]+)"\)/g)].map(
      (match) => match[1],
    );
    expect(gridFiles.length).toBeGreaterThan(100);
    const entryFolder = path.posix.dirname(path.posix.normalize(entry));
    expect(entryFolder).toBe('.');
    const missing = gridFiles.filter((file) => !existsSync(path.join(root, `${file}.js`)));
    expect(missing).toEqual([]);
  });
});
