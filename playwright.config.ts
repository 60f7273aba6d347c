import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN_TOKEN, E2E_EVENTS_RATE_LIMIT } from './tests/e2e/feedbackServerSettings';

const PORT = Number(process.env.E2E_PORT ?? 3123);

/**
 * The host the test build registers its service worker on. It is part of the build (a
 * `NEXT_PUBLIC_` value, counted in the source hash), so every process that starts the site
 * during the tests (the web server below, the shutdown spec's own `npm start`) must see the
 * same value, or it would rebuild `.next` under the running server.
 */
const TEST_PRODUCTION_HOST = 'localhost';
process.env.DOCS_PRODUCTION_HOST = TEST_PRODUCTION_HOST;

/** Debian's Chromium, never a downloaded browser. */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No retries, in CI either: a test that fails once is a race in the product or in the test,
  // to be found and fixed there (CONTRIBUTING.md, "Flaky tests"). E2E_RETRIES sets a count for
  // one run (to see whether a failure repeats).
  retries: Number(process.env.E2E_RETRIES ?? 0),
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace costs every test about a third of its time on this 2-core machine (DOM
    // snapshots and a screencast of each action), so CI records one only when a test is run
    // again after failing (a run with E2E_RETRIES); a local run keeps the trace of each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The test server registers the service worker (DOCS_PRODUCTION_HOST=localhost below). Specs
    // intercept requests with page.route, which a worker's cache would bypass: the worker is
    // blocked except in the specs about it (tests/e2e/service-worker.spec.ts allows it).
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: chromium }],
  webServer: {
    // The production build, built first when the sources changed, with a throwaway feedback store.
    command: 'node tests/e2e/serveWithThrowawayStore.mjs',
    env: {
      PORT: String(PORT),
      FEEDBACK_ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      // Tests pose as distinct clients through X-Forwarded-For (see feedbackServerSettings.ts).
      FEEDBACK_TRUST_PROXY: '1',
      EVENTS_RATE_LIMIT: String(E2E_EVENTS_RATE_LIMIT),
      // The service worker registers on this host only (build time: see docs/ARCHITECTURE.md, "Service worker").
      DOCS_PRODUCTION_HOST: TEST_PRODUCTION_HOST,
    },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    url: `http://localhost:${PORT}/`,
    // The first run builds the site (`next build`, then the grid snapshots): about 10 minutes
    // on this 2-core machine.
    timeout: 1_200_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
  },
});
