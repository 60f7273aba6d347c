import { finishWritesBeforeExit } from './finishWritesBeforeExit';
import { getSharedStore } from './sharedStore';

/**
 * Opens (and migrates) the store when the server starts, so the SQLite file
 * and its schema exist before the first submission, and makes the process's
 * exit wait for running writes and the store's close. A store that can't be
 * opened doesn't stop the site: feedback answers 503 until it can be.
 */
export async function openStoreAtStart(): Promise<void> {
  finishWritesBeforeExit();
  try {
    await getSharedStore();
  } catch (error) {
    console.error(
      `${(error as Error).message} The site runs on; feedback answers 503 until the store opens.`,
    );
  }
}
