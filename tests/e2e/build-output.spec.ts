import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  dataGridDuplicates,
  gridModuleListLength,
  readClientScripts,
  scriptsWithoutCompileHint,
} from '../../scripts/build/clientBuildOutput';
import { expect, test } from './fixtures';

// Playwright runs from the project root, after the web server has built `.next` from the sources.
const ROOT = process.cwd();

test.describe('client scripts of the production build', () => {
  const scripts = () => readClientScripts(path.join(ROOT, '.next', 'static'));

  // scripts/build/compileHintPlugin.ts
  test('every large script starts with V8’s compile hint', () => {
    const built = scripts();
    expect(built.length).toBeGreaterThan(0);
    expect(scriptsWithoutCompileHint(built)).toEqual([]);
  });

  // src/docs/demo/prepareDataGrid.ts requires the grid's files by path; the demos import the
  // package by name. Both must reach one copy of the grid.
  test('the data grid is bundled once', () => {
    test.slow();
    const listLength = gridModuleListLength(
      readFileSync(path.join(ROOT, 'generated', 'gridModules.ts'), 'utf8'),
    );
    expect(dataGridDuplicates(scripts(), listLength)).toEqual([]);
  });
});
