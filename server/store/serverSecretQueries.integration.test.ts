import { createHash } from 'node:crypto';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { DocsStore } from './docsStore';
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from './testStores';

describe.each(TEST_BACKENDS)('client keys on %s', (backend) => {
  const databases: TestDatabase[] = [];
  const stores: DocsStore[] = [];

  async function open(database: TestDatabase) {
    const store = await database.open();
    stores.push(store);
    return store;
  }

  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
    await Promise.all(databases.splice(0).map((database) => database.remove()));
  });

  async function freshDatabase() {
    const database = await createTestDatabase(backend, inject('postgresUrl'));
    databases.push(database);
    return database;
  }

  it('hashes addresses with a secret made at first start and kept in the store', async () => {
    const database = await freshDatabase();
    const [first, second] = await Promise.all([open(database), open(database)]);
    const key = await first.clientKey('203.0.113.9');
    // Not the plain hash of the address, which anyone could reverse by trying every address.
    expect(key).not.toBe(createHash('sha256').update('203.0.113.9').digest('hex').slice(0, 32));
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    // Two processes starting together agree on one secret; a restart keeps it.
    expect(await second.clientKey('203.0.113.9')).toBe(key);
    await first.close();
    const restarted = await open(database);
    expect(await restarted.clientKey('203.0.113.9')).toBe(key);
    expect(await restarted.clientKey('203.0.113.10')).not.toBe(key);
    // IPv6 clients are keyed by their /64.
    expect(await restarted.clientKey('2001:db8:1:2::1')).toBe(
      await restarted.clientKey('2001:db8:1:2::ffff'),
    );

    const rows = await restarted.db.selectFrom('server_secret').selectAll().execute();
    expect(rows).toEqual([
      { name: 'client_key_hmac', value: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
  });

  it('gives another installation other keys', async () => {
    const one = await open(await freshDatabase());
    const other = await open(await freshDatabase());
    expect(await one.clientKey('203.0.113.9')).not.toBe(await other.clientKey('203.0.113.9'));
  });
});
