import type { DocsStore } from './docsStore';
import { openStore } from './openStore';
import { storeConfigFromEnv } from './storeConfig';

interface SharedStoreHolder {
  opening: Promise<DocsStore> | null;
}

// Next.js bundles the instrumentation hook and each API route separately: the
// holder lives on globalThis so the whole process shares one store.
const HOLDER_KEY = Symbol.for('mui-x-docs.docsStore');

function holder(): SharedStoreHolder {
  const global = globalThis as typeof globalThis & { [HOLDER_KEY]?: SharedStoreHolder };
  global[HOLDER_KEY] ??= { opening: null };
  return global[HOLDER_KEY];
}

/**
 * The process's store, opened (and migrated) on first use from the
 * environment. A failed open is forgotten, so the next call tries again.
 */
export function getSharedStore(): Promise<DocsStore> {
  const shared = holder();
  if (!shared.opening) {
    shared.opening = openStore(storeConfigFromEnv(process.env)).catch((error: unknown) => {
      shared.opening = null;
      throw error;
    });
  }
  return shared.opening;
}

/**
 * Closes the process's store, if one was opened: running writes finish, then
 * the connections close (the SQLite worker closes the database and ends).
 * Later calls to `getSharedStore` get the closed store, which refuses work.
 */
export async function closeSharedStore(): Promise<void> {
  const opening = holder().opening;
  if (!opening) {
    return;
  }
  const store = await opening.catch(() => null);
  await store?.close();
}
