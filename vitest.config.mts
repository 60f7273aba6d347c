import { defineConfig } from 'vitest/config';

export default defineConfig({
  // tsconfig keeps JSX for Next to compile; components under test need it compiled here.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'node',
    // First bring generated/ up to date (the API tests read it), then start the real
    // PostgreSQL cluster the store suites run against.
    globalSetup: ['scripts/vitestGlobalSetup.ts', 'tests/unit/postgresGlobalSetup.ts'],
    // Migrating a database, or compiling real declaration files, takes seconds on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
