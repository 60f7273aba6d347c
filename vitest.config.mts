import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'node',
    // The store suites run against a real PostgreSQL cluster started here.
    globalSetup: ['tests/unit/postgresGlobalSetup.ts'],
    // Creating a database and migrating it can take seconds on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
