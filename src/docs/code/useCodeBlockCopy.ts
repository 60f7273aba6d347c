import { useEffect, type RefObject } from 'react';
import { COPIED_DURATION_MS, copyToClipboard } from '../../shared/copyToClipboard';
import { hasSelection, isCopyShortcut } from './useCopyShortcut';

type CopyState = 'idle' | 'copied' | 'error';

function showState(button: HTMLButtonElement, state: CopyState): void {
  button.dataset.state = state;
  const label = { idle: 'copyLabel', copied: 'copiedLabel', error: 'errorLabel' }[state];
  button.textContent = button.dataset[label] ?? button.textContent;
}

/**
 * Brings the build-time code blocks of a prose container to life: shows their
 * copy buttons, copies on click, and copies with Ctrl/Cmd/Alt+C while the
 * pointer or focus is inside a block and no text is selected. `announce`
 * tells screen readers what happened.
 */
export function useCodeBlockCopy(
  ref: RefObject<HTMLElement | null>,
  html: string,
  announce: (message: string) => void,
): void {
  useEffect(() => {
    const container = ref.current;
    if (!container) {
      return undefined;
    }
    const buttons = container.querySelectorAll<HTMLButtonElement>('.code-copy');
    buttons.forEach((button) => {
      button.hidden = false;
    });
    const timers = new Map<HTMLButtonElement, number>();
    let hovered: HTMLElement | null = null;

    const copyBlock = async (block: HTMLElement) => {
      const button = block.querySelector<HTMLButtonElement>('.code-copy');
      // An install block holds one panel per package manager: copy the one on screen.
      const shown = [...block.querySelectorAll('pre')].find((pre) => pre.getClientRects().length);
      const code = shown?.textContent ?? '';
      if (!button) {
        return;
      }
      let state: CopyState = 'copied';
      try {
        await copyToClipboard(code);
      } catch (error) {
        state = 'error';
        console.error(error);
      }
      showState(button, state);
      announce(button.textContent ?? '');
      window.clearTimeout(timers.get(button));
      timers.set(
        button,
        window.setTimeout(() => showState(button, 'idle'), COPIED_DURATION_MS),
      );
    };

    const onClick = (event: MouseEvent) => {
      const block = (event.target as Element)
        .closest<HTMLElement>('.code-copy')
        ?.closest<HTMLElement>('.code-block');
      if (block) {
        void copyBlock(block);
      }
    };
    const onPointerOver = (event: PointerEvent) => {
      hovered = (event.target as Element).closest<HTMLElement>('.code-block');
    };
    const onPointerLeave = () => {
      hovered = null;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isCopyShortcut(event) || hasSelection()) {
        return;
      }
      const focused = document.activeElement?.closest<HTMLElement>('.code-block');
      const block = focused && container.contains(focused) ? focused : hovered;
      if (block) {
        event.preventDefault();
        void copyBlock(block);
      }
    };

    container.addEventListener('click', onClick);
    container.addEventListener('pointerover', onPointerOver);
    container.addEventListener('pointerleave', onPointerLeave);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      container.removeEventListener('click', onClick);
      container.removeEventListener('pointerover', onPointerOver);
      container.removeEventListener('pointerleave', onPointerLeave);
      document.removeEventListener('keydown', onKeyDown);
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, [ref, html, announce]);
}
