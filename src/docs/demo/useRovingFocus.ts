import { useRef, useState, type KeyboardEvent } from 'react';

/**
 * Roving focus for a toolbar: one control is in the tab order, arrow keys
 * (and Home/End) move focus between the controls.
 */
export function useRovingFocus(count: number) {
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLElement | null)[]>([]);
  const focus = (index: number) => {
    const next = (index + count) % count;
    setActive(next);
    refs.current[next]?.focus();
  };
  /** Whether an event target is one of the controls (not, say, an item of a menu they opened). */
  const isItem = (target: EventTarget | null) =>
    target !== null && refs.current.includes(target as HTMLElement);
  const onKeyDown = (event: KeyboardEvent) => {
    // Keys pressed in a menu a control opened reach here too (React events pass through
    // portals): the menu handles its own arrows.
    if (!isItem(event.target)) {
      return;
    }
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowDown: active + 1,
      ArrowLeft: active - 1,
      ArrowUp: active - 1,
      Home: 0,
      End: count - 1,
    };
    // In right-to-left pages the arrows follow the reading direction.
    const rtl = (event.currentTarget as HTMLElement).closest('[dir="rtl"]') !== null;
    let key = event.key;
    if (rtl && (key === 'ArrowRight' || key === 'ArrowLeft')) {
      key = key === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    }
    if (key in moves) {
      event.preventDefault();
      focus(moves[key]);
    }
  };
  const itemProps = (index: number) => ({
    ref: (element: HTMLElement | null) => {
      refs.current[index] = element;
    },
    tabIndex: index === active ? 0 : -1,
    onFocus: () => setActive(index),
  });
  return { onKeyDown, itemProps, isItem };
}
