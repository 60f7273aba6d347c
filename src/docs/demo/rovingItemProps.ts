import type { useRovingFocus } from './useRovingFocus';

/** The props one toolbar control takes from {@link useRovingFocus}'s `itemProps(index)`. */
export type RovingItemProps = ReturnType<ReturnType<typeof useRovingFocus>['itemProps']>;
