import {
  Children,
  cloneElement,
  createElement,
  isValidElement,
  useRef,
  useState,
  type ComponentType,
  type Key,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import type { PlaygroundModule } from './playgroundModule';
import type { PlaygroundOpener as OpenerSpec } from './playgroundSpec';

type Props = Record<string, unknown>;

/**
 * The wrapper with the element in its slot: the path's last index is where it is inserted among
 * that parent's children, each earlier one the child to go into (playgroundSpec.ts).
 */
export function placeInSlot(parent: ReactElement, slot: readonly number[], element: ReactNode) {
  const [index, ...rest] = slot;
  const children: ReactNode[] = Children.toArray(
    (parent.props as { children?: ReactNode }).children,
  );
  if (rest.length === 0) {
    children.splice(index!, 0, element);
  } else {
    const child = children[index!];
    if (!isValidElement(child)) {
      throw new Error(`The wrapper's slot path ${slot.join('.')} goes through no element.`);
    }
    children[index!] = placeInSlot(child, rest, element);
  }
  return cloneElement(parent, undefined, ...children);
}

interface OpenerProps {
  opener: OpenerSpec;
  trigger: ReactElement<{
    onClick?: (event: MouseEvent<HTMLElement>) => void;
    ref?: Ref<HTMLElement>;
  }>;
  component: ComponentType<Props>;
  props: Props;
}

/**
 * The trigger and the component it opens, with the state the printed code shows: the trigger
 * toggles it (so a keyboard can close what has no Escape), its close callback closes it.
 */
function PlaygroundOpener({ opener, trigger, component, props }: OpenerProps) {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const openProps: Props = { open: anchorEl !== null };
  if (opener.anchor) {
    openProps[opener.anchor] = anchorEl;
  }
  if (opener.close) {
    openProps[opener.close] = () => setAnchorEl(null);
  }
  if (opener.opens) {
    // Opened by a gesture on the component itself (a swipe): it stands in for the trigger.
    openProps[opener.opens] = () => setAnchorEl(triggerRef.current);
  }
  return (
    <>
      {cloneElement(trigger, {
        ref: triggerRef,
        onClick: (event: MouseEvent<HTMLElement>) =>
          setAnchorEl(anchorEl ? null : event.currentTarget),
      })}
      {createElement(component, { ...props, ...openProps })}
    </>
  );
}

/**
 * The component as the playground renders it with the given props: after its trigger if it
 * opens; for a part rendered in a parent's slot, the parent with `slots` naming it and
 * `slotProps` holding the props; then in the preset's wrapper if it has one. The same element
 * as the printed code's (`printPlaygroundCode`).
 */
export function playgroundElement(
  { spec, component, wrapper, trigger, slot }: PlaygroundModule,
  props: Props,
  key?: Key,
): ReactElement {
  let element: ReactElement;
  if (slot) {
    element = cloneElement(slot.parent, {
      key,
      slots: { [slot.name]: component },
      slotProps: { [slot.name]: props },
    });
  } else if (spec.opener && trigger) {
    element = createElement(PlaygroundOpener, {
      key,
      opener: spec.opener,
      trigger,
      component,
      props,
    });
  } else {
    element = createElement(component, { ...props, key });
  }
  return wrapper && spec.wrapper ? placeInSlot(wrapper, spec.wrapper.slot, element) : element;
}
