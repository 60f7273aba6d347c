import {
  acknowledgedIds,
  submitConcurrently,
  submitFeedback,
  submitUntilRefused,
} from './feedbackLoad';
import { expect, test } from './fixtures';
import { createTestStore, startSite, STORE_KINDS } from './siteServer';

/**
 * The server stopped during a burst of feedback, on each store: gracefully (SIGTERM, as a
 * deploy or Ctrl+C stops `npm start`), and killed outright (SIGKILL to the whole process group,
 * as the kernel's OOM killer or a crashed host does). Either way no acknowledged write is lost
 * and the store stays sound; after a graceful stop it holds exactly the acknowledged writes.
 */
test.describe('the server stopped mid-load', () => {
  test.setTimeout(180_000);

  for (const kind of STORE_KINDS) {
    test(`SIGTERM finishes in-flight writes: every 201 is stored (${kind})`, async () => {
      const store = await createTestStore(kind);
      const site = await startSite(store, { FEEDBACK_RATE_LIMIT: '100000' });
      try {
        let signalled = false;
        let acknowledgedAfterSignal = 0;
        const results = await submitConcurrently(site.origin, 200, (answered, result) => {
          if (signalled && result.status === 201) {
            acknowledgedAfterSignal += 1;
          }
          if (answered === 20) {
            signalled = true;
            void site.stop();
          }
        });
        expect(await site.exited).toBe(0);
        // Requests already running when the signal came still got their answer…
        expect(acknowledgedAfterSignal).toBeGreaterThan(0);
        // …no request failed half-way with a server error…
        expect(results.filter((result) => result.status !== 201 && result.status !== 0)).toEqual(
          [],
        );
        // …and the store holds exactly the acknowledged writes.
        expect(await store.feedbackIds()).toEqual(acknowledgedIds(results));
        expect(await store.integrity()).toBe('ok');
      } finally {
        site.killHard();
        await store.remove();
      }
    });

    test(`kill -9 mid-load loses no acknowledged write and the store reopens (${kind})`, async () => {
      const store = await createTestStore(kind);
      let site = await startSite(store, { FEEDBACK_RATE_LIMIT: '100000' });
      try {
        const results = await submitUntilRefused(site.origin, 50, (answered) => {
          if (answered === 40) {
            site.killHard();
          }
        });
        await site.exited;
        const acknowledged = acknowledgedIds(results);
        // Writes were acknowledged before the kill…
        expect(acknowledged.length).toBeGreaterThan(0);
        // …and the kill really cut the load short: some requests never got an answer.
        expect(results.filter((result) => result.status === 0).length).toBeGreaterThan(0);
        expect(results.filter((result) => result.status !== 201 && result.status !== 0)).toEqual(
          [],
        );
        const stored = await store.feedbackIds();
        expect(
          acknowledged.filter((id) => !stored.includes(id)),
          'acknowledged writes missing from the store',
        ).toEqual([]);
        expect(await store.integrity()).toBe('ok');

        // The same store opens again and takes new writes after its ids.
        site = await startSite(store, { FEEDBACK_RATE_LIMIT: '100000' });
        const next = await submitFeedback(site.origin);
        expect(next.status).toBe(201);
        expect(next.id!).toBeGreaterThan(Math.max(...stored));
        expect(await store.feedbackIds()).toEqual([...stored, next.id]);
        expect(await site.stop()).toBe(0);
      } finally {
        site.killHard();
        await store.remove();
      }
    });
  }
});
