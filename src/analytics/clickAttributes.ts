/** The data attributes that declare a click event in markup. */
export const CLICK_ATTRIBUTES = {
  category: 'data-ga-event-category',
  action: 'data-ga-event-action',
  label: 'data-ga-event-label',
  split: 'data-ga-event-split',
} as const;

/** Selector of the elements the delegated listener reports. */
export const CLICK_EVENT_SELECTOR = `[${CLICK_ATTRIBUTES.category}][${CLICK_ATTRIBUTES.action}]`;

export interface ClickDeclaration {
  category: string;
  action: string;
  label?: string;
  /** Share of clicks reported, in (0, 1]. */
  split: number;
}

/**
 * The click an element declares, or null when it declares none (category or
 * action missing or blank). A `split` that is not a number in (0, 1] counts as 1.
 */
export function parseClickAttributes(
  getAttribute: (name: string) => string | null,
): ClickDeclaration | null {
  const category = getAttribute(CLICK_ATTRIBUTES.category)?.trim();
  const action = getAttribute(CLICK_ATTRIBUTES.action)?.trim();
  if (!category || !action) {
    return null;
  }
  const label = getAttribute(CLICK_ATTRIBUTES.label)?.trim();
  const rawSplit = getAttribute(CLICK_ATTRIBUTES.split)?.trim();
  const split = rawSplit ? Number(rawSplit) : 1;
  return {
    category: category.slice(0, 100),
    action: action.slice(0, 100),
    ...(label ? { label: label.slice(0, 200) } : {}),
    split: Number.isFinite(split) && split > 0 && split <= 1 ? split : 1,
  };
}

/** Whether a click with this split is reported, given a uniform random number in [0, 1). */
export function isClickSampledIn(split: number, random: number): boolean {
  return random < split;
}
