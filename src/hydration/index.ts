/**
 * How the site hydrates, each rule written once: the page's one deferred hydration region and the
 * length of React's rendering slices, the static islands that keep their server HTML, the hook
 * telling a hydrating render from one that started in the browser, the effect that takes up what
 * the browser restores, and text that may differ between the server and the browser.
 */
export { DeferredHydration } from './DeferredHydration';
export { setRenderSlices } from './renderSlices';
export { StaticIsland } from './StaticIsland';
export { TEXT_MAY_DIFFER_FROM_SERVER } from './textMayDifferFromServer';
export { useIsHydrating } from './useIsHydrating';
export { useRestoreEffect } from './useRestoreEffect';
