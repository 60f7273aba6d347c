import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The repository's own ESLint config lints code placed in a scratch tree that has
// the repository's layout, so the rules are checked against folders that exist
// in every branch (src/source, src/products, src/hydration included).

const repositoryRoot = path.resolve(import.meta.dirname, '../..');

/** Files the probes import; the rule only judges imports it can resolve to a file. */
const IMPORTED_FILES = [
  'src/i18n/index.ts',
  'src/products/index.ts',
  'src/shared/LocalizedLink.tsx',
  'src/hydration/useIsHydrating.ts',
  'src/settings/index.ts',
  'src/theme/docsTheme.ts',
  'src/docs/page/DocsArticle.tsx',
  'src/docs/demo/DemoBlock.tsx',
  'src/search/SearchButton.tsx',
  'src/feedback/feedbackContract.ts',
  'src/feedback/PageFeedback.tsx',
  'src/chrome/AppFrame.tsx',
  'src/source/getPage.ts',
  'src/pages/index.tsx',
  'server/http/index.ts',
];

let scratch: string;
let eslint: ESLint;

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'import-layers-'));
  for (const file of IMPORTED_FILES) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), 'export const value = 1;\n');
  }
  // The rule reads zone paths relative to the process's working directory.
  vi.spyOn(process, 'cwd').mockReturnValue(scratch);
  eslint = new ESLint({
    cwd: scratch,
    overrideConfigFile: path.join(repositoryRoot, 'eslint.config.mjs'),
  });
});

afterAll(() => {
  vi.restoreAllMocks();
  rmSync(scratch, { recursive: true, force: true });
});

/** Layer-rule messages for `import { value } from '<specifier>'` written in `file`. */
async function layerErrors(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(
    `import { value } from '${specifier}';\n\nexport const used = value;\n`,
    { filePath: path.join(scratch, file) },
  );
  return result.messages
    .filter(
      (message) =>
        message.ruleId === 'import/no-restricted-paths' ||
        message.ruleId === 'no-restricted-imports',
    )
    .map((message) => message.message);
}

describe('import layers: wrong-way imports fail lint', () => {
  it('the app frame importing the docs page', async () => {
    const errors = await layerErrors('src/chrome/NavContent.tsx', '../docs/page/DocsArticle');
    expect(errors.join('\n')).toContain('The app frame does not import the docs page');
  });

  it('the docs engine importing the app frame', async () => {
    const errors = await layerErrors('src/docs/page/PageBody.tsx', '../../chrome/AppFrame');
    expect(errors.join('\n')).toContain(
      'Layer "features" imports only from: foundation, shared, settings, theme, features; src/chrome is in layer "frame"',
    );
  });

  it('a component importing the build-time source layer', async () => {
    for (const [file, specifier] of [
      ['src/chrome/AppHeader.tsx', '../source/getPage'],
      ['src/docs/demo/DemoToolbar.tsx', '../../source/getPage'],
      ['src/shared/PageBadges.tsx', '../source/getPage'],
    ]) {
      const errors = await layerErrors(file, specifier);
      expect(errors.join('\n'), file).toContain('src/source reads files at build time');
    }
  });

  it('settings importing the theme', async () => {
    const errors = await layerErrors('src/settings/mode/modeCodec.ts', '../../theme/docsTheme');
    expect(errors.join('\n')).toContain(
      'Layer "settings" imports only from: foundation, shared, settings; src/theme is in layer "theme"',
    );
  });

  it('shared pieces importing a feature, and the foundation importing the docs page', async () => {
    expect(await layerErrors('src/shared/Badge.tsx', '../search/SearchButton')).toHaveLength(1);
    expect(await layerErrors('src/hydration/StaticIsland.tsx', '../theme/docsTheme')).toHaveLength(
      1,
    );
    expect(await layerErrors('src/products/registry.ts', '../docs/page/DocsArticle')).toHaveLength(
      1,
    );
  });

  it('a feature importing the docs page that composes it', async () => {
    const errors = await layerErrors('src/search/SearchPalette.tsx', '../docs/page/DocsArticle');
    expect(errors.join('\n')).toContain('The docs page composes this feature');
  });

  it('client code importing server/', async () => {
    const errors = await layerErrors('src/docs/page/PageTool.tsx', '../../../server/http');
    expect(errors.join('\n')).toContain('server/ runs only in Node');
    expect(await layerErrors('src/pages/feedback/index.tsx', '../../../server/http')).toHaveLength(
      1,
    );
  });

  it('server/ importing a component, or React', async () => {
    const component = await layerErrors('server/http/render.ts', '../../src/feedback/PageFeedback');
    expect(component.join('\n')).toContain('server/ imports from src/ only React-free contracts');
    const react = await layerErrors('server/http/render.ts', 'react');
    expect(react).toHaveLength(1);
    expect(react[0]).toContain('server/ renders nothing: keep React, Next.js and MUI out of it.');
  });
});

describe('import layers: right-way imports pass', () => {
  it.each([
    ['src/pages/[[...slug]].tsx', '../source/getPage'],
    ['src/pages/[[...slug]].tsx', '../chrome/AppFrame'],
    ['src/pages/api/feedback/index.ts', '../../../../server/http'],
    ['src/chrome/AppHeader.tsx', '../search/SearchButton'],
    ['src/chrome/AppHeader.tsx', '../shared/LocalizedLink'],
    ['src/docs/page/DocsArticle2.tsx', '../demo/DemoBlock'],
    ['src/docs/page/PageTool.tsx', '../../hydration/useIsHydrating'],
    ['src/docs/demo/DemoToolbar.tsx', '../../settings'],
    ['src/theme/ThemeStateProvider.tsx', '../settings'],
    ['src/shared/LocalizedLink2.tsx', '../i18n'],
    ['src/source/getPage2.ts', '../docs/demo/DemoBlock'],
    ['server/http/submit.ts', '../../src/feedback/feedbackContract'],
    ['server/http/submit.ts', '../../src/products'],
  ])('%s imports %s', async (file, specifier) => {
    expect(await layerErrors(file, specifier)).toEqual([]);
  });
});

describe('import layers: coverage', () => {
  it('places every folder of src/ (and of src/docs/) in a layer below the routes', async () => {
    const folders = (directory: string) =>
      readdirSync(path.join(repositoryRoot, directory), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${directory}/${entry.name}`);
    const checked = [...folders('src'), ...folders('src/docs')].filter(
      (folder) => folder !== 'src/docs' && folder !== 'src/pages',
    );
    expect(checked).toContain('src/chrome');
    for (const folder of checked) {
      const depth = folder.split('/').length;
      const errors = await layerErrors(`${folder}/Probe.tsx`, `${'../'.repeat(depth)}src/pages`);
      expect(errors, `${folder} has no layer in scripts/lint/importLayers.mjs`).not.toEqual([]);
    }
  });
});
