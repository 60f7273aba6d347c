import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from './fixtures';

// Playwright runs from the project root (as api.spec.ts assumes too).
const ROOT = process.cwd();
const loadFromProject = createRequire(path.join(ROOT, 'package.json'));

interface FileTrace {
  fileList: Set<string>;
}

// The tracer `next build` itself runs (@vercel/nft, bundled with Next).
const { nodeFileTrace } = loadFromProject('next/dist/compiled/@vercel/nft') as {
  nodeFileTrace(files: string[], options: { base: string }): Promise<FileTrace>;
};

/** Files of the project a route's build trace lists (what a standalone output or a host copies). */
function tracedFiles(entry: string): Set<string> {
  const traceFile = path.join(ROOT, '.next', 'server', `${entry}.js.nft.json`);
  const { files } = JSON.parse(readFileSync(traceFile, 'utf8')) as { files: string[] };
  return new Set(
    files.map((file) => path.relative(ROOT, path.resolve(path.dirname(traceFile), file))),
  );
}

test.describe('feedback in the production build', () => {
  // The SQLite worker is loaded by path at run time, out of the bundler's sight: next.config.ts
  // adds it, and the native module it requires, to the traces (outputFileTracingIncludes).
  test('the feedback routes and the start hook trace the SQLite worker and all it loads', async () => {
    const worker = await nodeFileTrace([path.join(ROOT, 'server/store/sqliteWorker.cjs')], {
      base: ROOT,
    });
    const needed = [...worker.fileList].filter((file) => file !== 'package.json');
    expect(needed).toEqual(
      expect.arrayContaining([
        'server/store/sqliteWorker.cjs',
        'node_modules/better-sqlite3/build/Release/better_sqlite3.node',
      ]),
    );
    for (const entry of [
      'pages/api/feedback',
      'pages/api/feedback/summary',
      'pages/api/feedback/export',
      'instrumentation',
    ]) {
      const traced = tracedFiles(entry);
      expect(
        needed.filter((file) => !traced.has(file)),
        `${entry} trace lacks these`,
      ).toEqual([]);
    }
  });
});
