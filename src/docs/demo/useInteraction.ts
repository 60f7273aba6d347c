import { useEffect, useState, type RefObject } from 'react';

/** Signs that the reader is about to use a demo: hovering, pressing or focusing in it. */
const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * The first interaction inside the element, or inside its closest ancestor matching
 * `container` when given (`null` before any): the event's target.
 */
export function useInteraction(
  ref: RefObject<Element | null>,
  { enabled = true, container }: { enabled?: boolean; container?: string } = {},
): { target: EventTarget | null } | null {
  const [interaction, setInteraction] = useState<{ target: EventTarget | null } | null>(null);
  useEffect(() => {
    const element = (container && ref.current?.closest(container)) || ref.current;
    if (!enabled || interaction || !element) {
      return undefined;
    }
    const onInteraction = (event: Event) => setInteraction({ target: event.target });
    for (const type of INTERACTION_EVENTS) {
      element.addEventListener(type, onInteraction, { passive: true });
    }
    return () => {
      for (const type of INTERACTION_EVENTS) {
        element.removeEventListener(type, onInteraction);
      }
    };
  }, [ref, enabled, container, interaction]);
  return interaction;
}
