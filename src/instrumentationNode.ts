import { checkApiConfigAtStart } from '../server/http/checkApiConfigAtStart';
import { openStoreAtStart } from '../server/store/openStoreAtStart';

/** Opens and migrates the store when a server starts (not while building). */
export async function openStoreAtServerStart(): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    return;
  }
  if (!checkApiConfigAtStart(process.env)) {
    return;
  }
  await openStoreAtStart();
}
