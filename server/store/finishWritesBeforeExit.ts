import { closeSharedStore } from './sharedStore';

export const EXIT_GRACE_MS = 10_000;

// Installed once per process, however often the instrumentation hook is loaded.
const INSTALLED_KEY = Symbol.for('mui-x-docs.finishWritesBeforeExit');

/**
 * Makes `process.exit` wait for the shared store to close: running writes
 * commit, then the SQLite worker closes the database, before the process ends.
 *
 * `next start` shuts down gracefully on SIGTERM and SIGINT (it stops accepting
 * connections and lets running requests finish) and then calls
 * `process.exit(0)`, which would end the SQLite worker thread wherever it
 * stands. A write can outlive its request (a reader who closes the tab doesn't
 * cancel the submission already queued), so without this it could be cut off
 * half-way. Next offers no hook after its HTTP server has closed; wrapping
 * `process.exit` is the one place that runs after it. The exit goes ahead
 * after `graceMs` whatever the store does, so a stuck disk can't hold the
 * process forever.
 */
export function finishWritesBeforeExit(graceMs: number = EXIT_GRACE_MS): void {
  const global = globalThis as typeof globalThis & { [INSTALLED_KEY]?: true };
  if (global[INSTALLED_KEY]) {
    return;
  }
  global[INSTALLED_KEY] = true;
  const exit = process.exit.bind(process);
  let exiting = false;
  process.exit = ((code?: number | string | null) => {
    if (exiting) {
      return exit(code);
    }
    exiting = true;
    const deadline = setTimeout(() => {
      console.error(`The store did not close within ${graceMs} ms of exit; exiting anyway.`);
      exit(code);
    }, graceMs);
    closeSharedStore()
      .catch((error: unknown) => console.error('Closing the store failed:', error))
      .finally(() => {
        clearTimeout(deadline);
        exit(code);
      });
    return undefined as never;
  }) as typeof process.exit;
}
