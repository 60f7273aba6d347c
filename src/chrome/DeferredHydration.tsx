import { Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';

/**
 * Server HTML whose hydration runs in short slices instead of one long task.
 *
 * React bails out of a server-rendered `<Suspense>` boundary during the first hydration pass and
 * comes back to it at its lowest priority, in a render it splits into slices of a few
 * milliseconds. Around the whole page (in `_app`), this turns one hydration task of a few hundred
 * milliseconds on a phone into many short ones. A click or key press inside the page before then
 * hydrates it at once and is then delivered, so nothing a reader does is lost.
 *
 * Keep everything that updates state on mount (the settings providers) inside the region: an
 * update reaching a boundary that has not hydrated yet makes React hydrate it in one blocking
 * task, or drop its server HTML and render it again. So there is one region, not one per part of
 * the page.
 *
 * `<html data-hydrated>` is set when the root and every region have hydrated (tests wait on it).
 */
const progress = { regions: 0, rootDone: false };

function settle() {
  if (progress.rootDone && progress.regions === 0) {
    document.documentElement.dataset.hydrated = 'true';
  }
}

/** Called once the root (everything outside the regions) has hydrated. */
export function useMarkRootHydrated() {
  useEffect(() => {
    progress.rootDone = true;
    settle();
  }, []);
}

// Layout effects warn during server rendering in React 18; regions only count in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function RegionHydrated() {
  useEffect(() => {
    progress.regions -= 1;
    settle();
    return () => {
      progress.regions += 1;
    };
  }, []);
  return null;
}

/** A region hydrated in short slices after the root (see above). */
export function DeferredHydration({ children }: { children: ReactNode }) {
  // Runs in the root's commit, before the region hydrates and before the root is marked.
  useBrowserLayoutEffect(() => {
    progress.regions += 1;
    return () => {
      progress.regions -= 1;
    };
  }, []);
  return (
    <Suspense fallback={null}>
      {children}
      <RegionHydrated />
    </Suspense>
  );
}
