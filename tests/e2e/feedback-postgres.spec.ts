import { test as siteTest } from './fixtures';
import { pageFeedbackScenarios } from './pageFeedbackScenarios';
import { createTestStore, startSite, type SiteServer } from './siteServer';

/**
 * The page feedback scenarios once more, on a server whose store is PostgreSQL (DATABASE_URL
 * set, as a production deploy configures it): one throwaway cluster and one server per worker,
 * started from the same production build as the browser tests' own server.
 */
const test = siteTest.extend<object, { postgresSite: SiteServer }>({
  postgresSite: [
    async ({}, use) => {
      const store = await createTestStore('postgres');
      const site = await startSite(store);
      try {
        await use(site);
      } finally {
        await site.stop();
        await store.remove();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ postgresSite }, use) => use(postgresSite.origin),
});

pageFeedbackScenarios(test, 'PostgreSQL');
