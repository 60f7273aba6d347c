import { useCallback } from 'react';
import { createAttributeSetting } from '../attributeSetting';
import {
  EXPENDED_LAYOUTS,
  restoreApiLayouts,
  saveApiLayouts,
  type ApiLayout,
  type ApiLayouts,
  type ApiLayoutSection,
} from './apiDisplayCodec';

/** After the stored layouts replace the server's, the address's anchor moved: bring it back. */
function scrollToHash(): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (id) {
    document.getElementById(id)?.scrollIntoView();
  }
}

/**
 * The layout of each API section (props, slots, CSS classes). The server and the first
 * render show the expanded lists, so crawlers and readers without JavaScript get every row;
 * after mount the stored choices apply. A first visit gets one layout at random for the
 * sections without a choice (crawlers always the expanded list), stored from then on.
 */
const apiDisplay = createAttributeSetting<ApiLayouts>({
  hookName: 'useApiLayout',
  providedBy: '<ApiDisplayProvider> (the API page)',
  defaultValue: EXPENDED_LAYOUTS,
  restore: () => restoreApiLayouts(window.navigator.userAgent, Math.random),
  save: saveApiLayouts,
  saveRestored: true,
  afterRestore: scrollToHash,
});

export const ApiDisplayProvider = apiDisplay.Provider;

/** The layout of one API section and its setter. */
export function useApiLayout(
  section: ApiLayoutSection,
): [ApiLayout, (layout: ApiLayout | null) => void] {
  const { value, set, latest } = apiDisplay.useSetting();
  const setLayout = useCallback(
    (layout: ApiLayout | null) => {
      // A toggle group reports null when the active button is pressed again: keep the layout.
      // The other sections keep their newest layouts: a press right after hydration can come
      // before the stored ones have rendered.
      if (layout) {
        set({ ...(latest?.() ?? value), [section]: layout });
      }
    },
    [set, latest, value, section],
  );
  return [value[section], setLayout];
}
