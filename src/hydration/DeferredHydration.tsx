import { Suspense, type ReactNode } from 'react';

/**
 * The page's one hydration region: `_app` wraps the whole app in it, so the page hydrates in
 * short slices instead of one long task.
 *
 * React bails out of a server-rendered `<Suspense>` boundary during the first hydration pass and
 * comes back to it at its lowest priority, in a render it splits into slices of one frame
 * (renderSlices.ts). Around the whole page, this turns one hydration task of a few hundred
 * milliseconds on a phone into many short ones. A click or key press inside the page before then
 * hydrates it at once and is then delivered, so nothing a reader does is lost.
 *
 * The rule: one region, with everything that updates state on mount inside it (the settings
 * providers, the language from the address). An update that reaches a boundary before it has
 * hydrated makes React hydrate it in one blocking task, or drop its server HTML and render it
 * again (React error #421). So do not add regions: no nested `<Suspense>` around server HTML
 * (DemoLive renders its server-side `lazy` demos without one), and no provider above this one
 * that updates state on mount. Effects inside the region (`<html data-hydrated>`, set by
 * AppProviders) run once it has hydrated.
 */
export function DeferredHydration({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
