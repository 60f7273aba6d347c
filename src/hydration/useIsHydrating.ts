import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * `true` on the server and while React hydrates server HTML; `false` in a render that started in
 * the browser (after hydration, or a component mounted by a client-side navigation).
 *
 * Two uses, one fact:
 * - A control that cannot act before the page is interactive (a copy button) renders disabled, or
 *   not at all, while this is `true`; React renders it again once hydration has committed.
 * - A component that keeps its server HTML (a {@link StaticIsland}) reads it once, at mount
 *   (`useState(useIsHydrating())`): only a component mounted while hydrating has server HTML to
 *   keep; one mounted later renders in the browser like any other.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
