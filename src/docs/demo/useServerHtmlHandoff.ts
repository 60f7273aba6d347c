import { useCallback, useEffect, useRef, type RefObject } from 'react';

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

/**
 * What the reader did in a demo's server HTML before its code arrived, carried over to the live
 * demo: where the focus was, and the last click. A press on a button of the static HTML starts
 * loading the demo but does nothing by itself, so it is pressed again once the demo is live
 * (links are left alone: the browser has followed them already).
 *
 * The function it returns notes the focus just before the live demo replaces the static HTML.
 * Once the demo is live, a task after the commit (when it has settled: a tree view registers its
 * items in effects and re-renders) gives the focus back and replays the click, as the reader's
 * own would.
 */
export function useServerHtmlHandoff(
  rootRef: RefObject<HTMLElement | null>,
  /** Whether the static HTML (or the reserved box) still stands in for the demo. */
  waiting: boolean,
): () => void {
  const focused = useRef<ElementMark | null>(null);
  const clicked = useRef<ElementMark | null>(null);

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
    root.addEventListener('click', onClick, true);
    return () => root.removeEventListener('click', onClick, true);
  }, [rootRef, waiting]);

  const capture = useCallback(() => {
    const root = rootRef.current;
    focused.current =
      root && root.contains(document.activeElement)
        ? markOf(root, document.activeElement, false)
        : null;
  }, [rootRef]);

  useEffect(() => {
    const root = rootRef.current;
    const focus = focused.current;
    const click = clicked.current;
    focused.current = null;
    clicked.current = null;
    if (waiting || !root || (!focus && !click)) {
      return undefined;
    }
    const timer = window.setTimeout(() => {
      const target = focus && findMarked(root, focus);
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && target) {
        target.focus({ preventScroll: true });
      }
      if (click) {
        findMarked(root, click)?.click();
      }
    });
    return () => window.clearTimeout(timer);
  }, [rootRef, waiting]);

  return capture;
}
