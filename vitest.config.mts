import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['scripts/vitestGlobalSetup.ts'],
    // The API generator tests compile real declaration files.
    testTimeout: 60_000,
  },
});
