import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildRecordingHash, hasCurrentBuild } from './productionBuild.mjs';

let root: string;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** What `next build` leaves behind that the bookkeeping looks at. */
function fakeNextBuild(): void {
  write('.next/BUILD_ID', 'build-1');
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'docs-build-hash-'));
  write('src/page.tsx', 'export default 1;');
  write('content/x/page.md', '# Page');
  write('package-lock.json', '{}');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('build bookkeeping (npm run build, then npm start)', () => {
  it('has no current build before any build', () => {
    expect(hasCurrentBuild(root, {})).toBe(false);
  });

  it('a build records its sources, so the next start serves it without building', () => {
    buildRecordingHash(fakeNextBuild, root, {});
    expect(hasCurrentBuild(root, {})).toBe(true);
  });

  it('what generate writes into public/ during the build is not a source of it', () => {
    buildRecordingHash(
      () => {
        write('public/fonts/roboto-latin-400-normal.0123abcd.woff2', 'font');
        write('public/material-icons/index.json', '[]');
        write('public/search-index/pages.json', '{}');
        write('public/demo-code/x.json', '{}');
        write('public/x/page.md', '# Page');
        write('public/llms.txt', 'pages');
        fakeNextBuild();
      },
      root,
      {},
    );
    expect(hasCurrentBuild(root, {})).toBe(true);
  });

  it('builds again once a source changes', () => {
    buildRecordingHash(fakeNextBuild, root, {});
    write('content/x/page.md', '# Page, edited');
    expect(hasCurrentBuild(root, {})).toBe(false);
  });

  it('builds again when a file was edited while the build ran', () => {
    buildRecordingHash(
      () => {
        fakeNextBuild();
        write('src/page.tsx', 'export default 2;');
      },
      root,
      {},
    );
    expect(hasCurrentBuild(root, {})).toBe(false);
  });

  it('builds again for another build-time host (part of the client bundle)', () => {
    buildRecordingHash(fakeNextBuild, root, { DOCS_PRODUCTION_HOST: 'localhost' });
    expect(hasCurrentBuild(root, { DOCS_PRODUCTION_HOST: 'localhost' })).toBe(true);
    expect(hasCurrentBuild(root, {})).toBe(false);
  });

  it('records nothing when the build fails', () => {
    mkdirSync(path.join(root, '.next'));
    expect(() =>
      buildRecordingHash(
        () => {
          throw new Error('next build failed');
        },
        root,
        {},
      ),
    ).toThrow('next build failed');
    expect(existsSync(path.join(root, '.next', 'source-hash'))).toBe(false);
  });

  it('builds again when the hash is there but the build is not complete', () => {
    buildRecordingHash(fakeNextBuild, root, {});
    rmSync(path.join(root, '.next', 'BUILD_ID'));
    expect(hasCurrentBuild(root, {})).toBe(false);
  });
});
