/** Next.js calls this once when the server starts: the store (feedback, analytics events) opens and migrates here. */
export async function register() {
  // Written as one plain comparison so the edge compilation drops the import (and `pg`'s
  // Node-only modules) entirely; `next dev` compiles this file for both runtimes.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { openStoreAtServerStart } = await import('./instrumentationNode');
    await openStoreAtServerStart();
  }
}
