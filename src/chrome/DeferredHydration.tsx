import { Suspense, type ReactNode } from 'react';

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
 * the page. Effects inside it (`<html data-hydrated>`, set by AppProviders) run once it has
 * hydrated.
 */
export function DeferredHydration({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
