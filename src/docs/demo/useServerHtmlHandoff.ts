import {
  useCallback,
  useEffect,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
} from 'react';

/** Child indexes from `root` down to `node`, or `null` when `node` is not inside `root`. */
function pathTo(root: Element, node: EventTarget | null): number[] | null {
  const path: number[] = [];
  let current = node instanceof Element ? node : null;
  while (current && current !== root) {
    const parent: Element | null = current.parentElement;
    if (!parent) {
      return null;
    }
    path.unshift(Array.prototype.indexOf.call(parent.children, current));
    current = parent;
  }
  return current === root ? path : null;
}

function elementAt(root: Element, path: readonly number[]): Element | null {
  let current: Element | null = root;
  for (const index of path) {
    current = current?.children[index] ?? null;
  }
  return current;
}

/** What a click in the static HTML pressed: the control around the target, or the target. */
const CLICKABLE =
  'button, input, select, label, summary, [role="button"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="menuitem"], [role="option"], [tabindex]';

/**
 * An element of the server HTML, found again in the live demo by its place and its kind, and
 * by its text when `text` is set (a click is replayed only on a control that reads the same).
 */
interface ElementMark {
  path: number[];
  tagName: string;
  text: string | null;
}

const textOf = (element: Element) => element.textContent?.trim() ?? '';

function markOf(root: Element, element: Element | null, withText: boolean): ElementMark | null {
  const path = element && pathTo(root, element);
  return path && element
    ? { path, tagName: element.tagName, text: withText ? textOf(element) : null }
    : null;
}

function findMarked(root: Element, mark: ElementMark): HTMLElement | null {
  const element = elementAt(root, mark.path);
  return element instanceof HTMLElement &&
    element.tagName === mark.tagName &&
    (mark.text === null || textOf(element) === mark.text)
    ? element
    : null;
}

/** After the next frame's paint and the tasks queued before it: what the page does on its own has run. */
function settled(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => window.setTimeout(resolve));
  });
}

/** Keys that edit a text field, kept while the demo loads and replayed in the live one. */
const EDITING_KEYS = new Set([
  'Backspace',
  'Delete',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

const NOT_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** Whether `target` is a field a reader types text into. */
function isTextField(target: EventTarget | null): target is HTMLElement {
  return (
    (target instanceof HTMLInputElement && !NOT_TEXT_INPUTS.has(target.type)) ||
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLElement && target.isContentEditable)
  );
}

/** Whether a key press types: a text key or an editing key, without a shortcut modifier. */
function isTypingKey(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) {
    return false;
  }
  return event.key.length === 1 || EDITING_KEYS.has(event.key);
}

/**
 * Types one key into the focused live field as the reader's own key press would: a text key
 * through the browser's editing (`insertText`: the selection is replaced and an `input` event
 * fires, which React's `onChange` and the pickers' fields read), an editing key as a `keydown`
 * (the pickers' fields move between sections and clear them there), then, when no handler took
 * it, the browser's own deletion.
 */
function replayKey(key: string): void {
  const field = document.activeElement;
  if (!(field instanceof HTMLElement)) {
    return;
  }
  if (key.length === 1) {
    document.execCommand('insertText', false, key);
    return;
  }
  const handled = !field.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
  );
  if (!handled && (key === 'Backspace' || key === 'Delete')) {
    document.execCommand(key === 'Backspace' ? 'delete' : 'forwardDelete');
  }
}

/**
 * What the reader did in a demo's server HTML before its code arrived, carried over to the live
 * demo: where the focus was, what they typed into a field, and the last click. A press on a button of the static HTML starts
 * loading the demo but does nothing by itself, so it is pressed again once the demo is live
 * (links are left alone: the browser has followed them already).
 *
 * Keys typed into a text field of the static HTML do not change it: they are kept (the handler
 * `onKeyDownCapture` goes on the static element, so React hands it the first key press even when
 * that press is what hydrates the page) and typed again, in order, into the same field of the
 * live demo once it has the focus, so a date typed while the demo loads is not lost.
 *
 * The focus is followed while the static HTML stands (the reader may focus a field of it at any
 * time until the live demo's commit, which can come long after the code arrived on a slow
 * machine: the demo renders in a transition). Once the demo is live, a task after the commit (when it has settled: a tree view registers its items in effects
 * and re-renders) gives the focus back, a task later (a pickers field selects its first section
 * in a task after it gains focus) types the kept keys, and the click is replayed, as the
 * reader's own would be.
 */
export function useServerHtmlHandoff(
  rootRef: RefObject<HTMLElement | null>,
  /** Whether the static HTML (or the reserved box) still stands in for the demo. */
  waiting: boolean,
): {
  onKeyDownCapture: (event: ReactKeyboardEvent<HTMLElement>) => void;
} {
  const focused = useRef<ElementMark | null>(null);
  const clicked = useRef<ElementMark | null>(null);
  const typed = useRef<{ field: ElementMark; keys: string[] } | null>(null);

  const onKeyDownCapture = useCallback(
    (event: ReactKeyboardEvent<HTMLElement>) => {
      const root = rootRef.current;
      if (!waiting || !root || !isTextField(event.target) || !isTypingKey(event.nativeEvent)) {
        return;
      }
      const field = markOf(root, event.target as Element, false);
      if (!field) {
        return;
      }
      event.preventDefault();
      // Keys typed into another field replace the earlier ones: only the last field is replayed.
      if (typed.current?.field.path.join() !== field.path.join()) {
        typed.current = { field, keys: [] };
      }
      typed.current.keys.push(event.key);
    },
    [rootRef, waiting],
  );

  useEffect(() => {
    const root = rootRef.current;
    if (!waiting || !root) {
      return undefined;
    }
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || event.target.closest('a[href]')) {
        return;
      }
      const control = event.target.closest(CLICKABLE);
      clicked.current = markOf(
        root,
        control && root.contains(control) ? control : event.target,
        true,
      );
    };
    const onFocusIn = (event: FocusEvent) => {
      focused.current = markOf(root, event.target as Element | null, false);
    };
    // Focus moved to another element of the page: nothing to give back. (When the static HTML
    // is removed under the focus, or the reader clicks a blank part of the page, there is no
    // element the focus moves to, and the mark stays.)
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !root.contains(event.relatedTarget)) {
        focused.current = null;
      }
    };
    focused.current = root.contains(document.activeElement)
      ? markOf(root, document.activeElement, false)
      : null;
    root.addEventListener('click', onClick, true);
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      root.removeEventListener('click', onClick, true);
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [rootRef, waiting]);

  useEffect(() => {
    const root = rootRef.current;
    const focus = focused.current;
    const click = clicked.current;
    const keys = typed.current;
    focused.current = null;
    clicked.current = null;
    typed.current = null;
    if (waiting || !root || (!focus && !click && !keys)) {
      return undefined;
    }
    let cancelled = false;
    // The field typed into while the demo loaded, or the focused one if it takes text.
    const fieldMark = keys?.field ?? (focus && isTextField(findMarked(root, focus)) ? focus : null);
    const queue = keys ? [...keys.keys] : [];
    let field: HTMLElement | null = null;
    // From the commit until the kept keys are typed, the reader's further keys wait their turn:
    // while the focus is lost (the static field is gone, the live one not focused yet) and while
    // the kept ones are typed, so nothing is lost and the order holds.
    const holdKeys = (event: KeyboardEvent) => {
      const active = document.activeElement;
      const focusLost = !active || active === document.body;
      if (event.isTrusted && isTypingKey(event) && (focusLost || active === field)) {
        event.preventDefault();
        event.stopPropagation();
        queue.push(event.key);
      }
    };
    if (fieldMark) {
      document.addEventListener('keydown', holdKeys, true);
    }
    void (async () => {
      // A task after the commit, when the demo has settled (a tree view registers its items in
      // effects and renders again).
      await settled();
      // The focused element, or the field typed into (it had the focus when the keys came).
      const target = (focus && findMarked(root, focus)) ?? (keys && findMarked(root, keys.field));
      const lost = !document.activeElement || document.activeElement === document.body;
      if (!cancelled && lost && target) {
        target.focus({ preventScroll: true });
      }
      field = fieldMark && findMarked(root, fieldMark);
      // The field reacts to its focus in tasks of its own (a pickers field selects its first
      // section in a timeout, then a render): each key waits for the field to settle, as the
      // reader's next key press would come after the browser painted the last one.
      while (field && queue.length > 0) {
        await settled();
        if (cancelled || document.activeElement !== field) {
          break;
        }
        replayKey(queue.shift()!);
      }
      document.removeEventListener('keydown', holdKeys, true);
      if (!cancelled && click) {
        findMarked(root, click)?.click();
      }
    })();
    return () => {
      cancelled = true;
      document.removeEventListener('keydown', holdKeys, true);
    };
  }, [rootRef, waiting]);

  return { onKeyDownCapture };
}
