import path from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';

const GENERATED_DIR = path.join(import.meta.dirname, 'generated');

/**
 * Unit tests run without `npm run generate`. An import of a file in generated/ (by the test or by
 * the module under test) resolves to a module that throws when it is evaluated, naming the
 * importer, even where generated/ exists: a static import fails the test file at once, a dynamic
 * one only if the test makes it run.
 */
function refuseGeneratedImports(): Plugin {
  const PREFIX = '\0refused-generated:';
  const messages: string[] = [];
  return {
    name: 'unit-tests-refuse-generated',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) {
        return null;
      }
      const target = path.resolve(path.dirname(importer), source);
      if (target !== GENERATED_DIR && !target.startsWith(GENERATED_DIR + path.sep)) {
        return null;
      }
      messages.push(
        `${path.relative(import.meta.dirname, importer)} imports ${source}, which is in generated/: unit tests run without it. Name the test file *.integration.test.ts, or give the logic under test its inputs instead.`,
      );
      return `${PREFIX}${messages.length - 1}`;
    },
    load(id) {
      return id.startsWith(PREFIX)
        ? `throw new Error(${JSON.stringify(messages[Number(id.slice(PREFIX.length))])});`
        : null;
    },
  };
}

const SOURCE_FOLDERS = ['src', 'scripts', 'server'];

/**
 * Two projects, told apart by file name:
 * - `unit` (`*.test.ts`): logic on inputs the test holds itself (inline, or fixtures beside it
 *   that do not import the real packages). No generated/, no database, no child process, no
 *   reading the project's content/, public/, src/ files, node_modules or lockfile. No global
 *   setup: `npm run test:unit` starts at once.
 * - `integration` (`*.integration.test.ts`): everything else. generated/ is brought up to date
 *   first and one throwaway PostgreSQL cluster runs for the whole project.
 */
export default defineConfig({
  // tsconfig keeps JSX for Next to compile; components under test need it compiled here.
  oxc: { jsx: { runtime: 'automatic' } },
  // tsconfig.json's path alias for shared demo data (src/docs/demo/demoDataModules.ts).
  resolve: { alias: { '@demo-data': path.join(import.meta.dirname, 'content', 'demo-data') } },
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        plugins: [refuseGeneratedImports()],
        test: {
          name: 'unit',
          include: SOURCE_FOLDERS.map((folder) => `${folder}/**/*.test.ts`),
          exclude: ['**/node_modules/**', '**/*.integration.test.ts'],
          // Generous for a machine busy with builds; a unit test normally takes milliseconds.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: SOURCE_FOLDERS.map((folder) => `${folder}/**/*.integration.test.ts`),
          // First bring generated/ up to date (the API tests read it), then start the real
          // PostgreSQL cluster the store suites run against.
          globalSetup: ['scripts/vitestGlobalSetup.ts', 'tests/unit/postgresGlobalSetup.ts'],
          // Migrating a database, or compiling real declaration files, takes seconds on a busy machine.
          testTimeout: 60_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
