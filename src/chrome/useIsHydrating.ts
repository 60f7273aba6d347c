import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * `true` on the server and while React hydrates server HTML, `false` in a render that started
 * in the browser. Components that keep their server HTML untouched (a static island) read it once.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
