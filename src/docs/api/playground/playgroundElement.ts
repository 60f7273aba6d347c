import { cloneElement, createElement, type Key, type ReactElement } from 'react';
import type { PlaygroundModule } from './playgroundModule';

/**
 * The element a playground renders for the given props: the component, or, for a part rendered
 * in a parent's slot, the parent with `slots` naming it and `slotProps` holding the props; then
 * inside the preset's wrapper. The same shape as the printed code (`printPlaygroundCode`).
 */
export function playgroundElement(
  { component, wrapper, slot }: Pick<PlaygroundModule, 'component' | 'wrapper' | 'slot'>,
  props: Readonly<Record<string, unknown>>,
  key?: Key,
): ReactElement {
  const element = slot
    ? cloneElement(slot.parent, {
        key,
        slots: { [slot.name]: component },
        slotProps: { [slot.name]: props },
      })
    : createElement(component, { ...props, key });
  return wrapper ? cloneElement(wrapper, undefined, element) : element;
}
