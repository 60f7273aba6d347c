import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDemoDataReader } from '../../../../scripts/demos/demoDataSources';
import { toJavaScript } from '../../../../scripts/demos/toJavaScript';
import { readSandboxVersionInputs } from '../../../../scripts/sandbox/readSandboxVersionInputs';
import { buildSandboxVersions } from '../../../../scripts/sandbox/sandboxVersionTable';
import { createSandboxProject } from './createSandboxProject';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const DEMO = 'x/react-date-pickers/BasicDatePicker.tsx';
// Inside the worktree (git-ignored), so the project resolves its packages from our node_modules.
mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
const workDir = mkdtempSync(path.join(ROOT, 'test-results', 'sandbox-build-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** The installed Vite, the one the version table names. */
function viteBin(): string {
  const inputs = readSandboxVersionInputs(ROOT);
  const candidates = ['node_modules/vite', 'node_modules/vitest/node_modules/vite'];
  const dir = candidates.find((candidate) => {
    try {
      const pkg = JSON.parse(readFileSync(path.join(ROOT, candidate, 'package.json'), 'utf8'));
      return pkg.version === inputs.installed.vite;
    } catch {
      return false;
    }
  });
  if (!dir) {
    throw new Error('Vite is not installed where the version table found it.');
  }
  return path.join(ROOT, dir, 'bin', 'vite.js');
}

/** Writes the project's files under the work folder, builds it with Vite, and reads the output. */
function buildWithVite(
  files: Record<string, string>,
  folder: string,
): { dir: string; js: string; css: string } {
  const dir = path.join(workDir, folder);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  execFileSync(process.execPath, [viteBin(), 'build', '--logLevel', 'error'], {
    cwd: dir,
    stdio: 'pipe',
  });
  const assets = readdirSync(path.join(dir, 'dist', 'assets'));
  const read = (extension: string) =>
    assets
      .filter((name) => name.endsWith(extension))
      .map((name) => readFileSync(path.join(dir, 'dist', 'assets', name), 'utf8'))
      .join('\n');
  return { dir, js: read('.js'), css: read('.css') };
}

describe('a generated project', () => {
  it.each(['TS', 'JS'] as const)(
    'builds with Vite in the %s variant, demo included',
    async (variant) => {
      const typescript = readFileSync(path.join(ROOT, 'content', DEMO), 'utf8');
      const code = variant === 'TS' ? typescript : await toJavaScript(typescript, DEMO);
      const versions = buildSandboxVersions(readSandboxVersionInputs(ROOT));
      const project = createSandboxProject(
        { name: 'BasicDatePicker', title: 'Basic date picker', code, variant },
        versions,
      );
      const { dir, js } = buildWithVite(project.files, variant);
      expect(js).toContain('Pick a valid date.');
      expect(readFileSync(path.join(dir, 'dist', 'index.html'), 'utf8')).toContain(
        '<title>Basic date picker</title>',
      );
    },
  );

  it.each(['TS', 'JS'] as const)(
    'builds a demo importing shared data in the %s variant, the data module included',
    async (variant) => {
      const file = 'x/react-data-grid/sorting/CustomComparatorGrid.tsx';
      const typescript = readFileSync(path.join(ROOT, 'content', file), 'utf8');
      const modules = await createDemoDataReader(path.join(ROOT, 'content')).modulesOf(
        typescript,
        file,
      );
      const key = variant === 'TS' ? 'ts' : 'js';
      const project = createSandboxProject(
        {
          name: 'CustomComparatorGrid',
          title: 'Custom comparator grid',
          code: variant === 'TS' ? typescript : await toJavaScript(typescript, file),
          variant,
          dataModules: modules.map((module) => ({ name: module.name, code: module[key] })),
        },
        buildSandboxVersions(readSandboxVersionInputs(ROOT)),
      );
      expect(project.files[`src/demo-data/supportTickets.${key}`]).toContain(
        'export const supportTickets',
      );
      const { js } = buildWithVite(project.files, `data-${variant}`);
      // A row of the shared data, which only the data module holds.
      expect(js).toContain('Export ignores hidden columns');
    },
  );

  it('builds a Tailwind CSS demo with its utilities compiled into the stylesheet', async () => {
    const file = 'base-ui/react-button/CartButtonsTailwind.tsx';
    const code = await toJavaScript(readFileSync(path.join(ROOT, 'content', file), 'utf8'), file);
    const versions = buildSandboxVersions(readSandboxVersionInputs(ROOT));
    const project = createSandboxProject(
      {
        name: 'CartButtonsTailwind',
        title: 'Cart buttons tailwind',
        code,
        variant: 'JS',
        family: 'base-ui',
        styling: 'tailwind',
      },
      versions,
    );
    const { css } = buildWithVite(project.files, 'tailwind');
    // Preflight, and the demo's own utilities (an arbitrary variant on a Base UI state class).
    expect(css).toContain('box-sizing:border-box');
    expect(css).toMatch(/\.bg-blue-700\{/);
    expect(css).toMatch(/\.\\\[\\&\\\.base--disabled\\\]\\:bg-slate-500\.base--disabled\{/);
  });
});
