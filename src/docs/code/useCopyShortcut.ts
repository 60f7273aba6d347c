import { useEffect, useRef } from 'react';

/** Whether a key press asks to copy: Ctrl, Cmd or Alt with C (by key position, so Alt+C on a Mac counts). */
export function isCopyShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey || event.altKey) && event.code === 'KeyC';
}

/** Whether the reader has text selected, which Ctrl+C must copy as usual. */
export function hasSelection(): boolean {
  return (window.getSelection()?.toString() ?? '') !== '';
}

/**
 * Calls `copy` on Ctrl/Cmd/Alt+C while the pointer or focus is inside the
 * element `getTarget` returns and no text is selected. Text fields inside it
 * (the live editor) keep their own shortcut.
 */
export function useCopyShortcut(getTarget: () => HTMLElement | null, copy: () => void): void {
  const latest = useRef({ getTarget, copy });
  latest.current = { getTarget, copy };
  useEffect(() => {
    let hovered = false;
    let target: HTMLElement | null = null;
    const onPointerOver = (event: PointerEvent) => {
      target = latest.current.getTarget();
      hovered = target !== null && target.contains(event.target as Node);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isCopyShortcut(event) || hasSelection()) {
        return;
      }
      target = latest.current.getTarget();
      const active = document.activeElement;
      if (active instanceof HTMLTextAreaElement || active instanceof HTMLInputElement) {
        return;
      }
      if (target && (hovered || (active !== null && target.contains(active)))) {
        event.preventDefault();
        latest.current.copy();
      }
    };
    document.addEventListener('pointerover', onPointerOver);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerover', onPointerOver);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
