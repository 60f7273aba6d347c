import { startTransition, useCallback, useEffect, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { whenIdle } from '../../shared/whenIdle';
import type { HiddenPickerPopupProps } from './hiddenPickerPopup';

/** Whether this page view has rendered the popup already: once is enough for the session. */
let warmed = false;

interface Rendering {
  Popup: ComponentType<HiddenPickerPopupProps>;
  /** A container never attached to the document: nothing shows, nothing takes focus. */
  container: HTMLElement;
}

/**
 * The first press that opens a date picker on a page used to pay for more than its render: the
 * calendar's code ran for the first time (V8 compiles a function when it first runs) and Emotion
 * inserted the styles of every component it had not seen, about a third of the press-to-paint
 * time. Rendered inside a live date picker demo (in its frame, so with its theme and direction),
 * this renders a date picker's popup once, in idle time, into a container that is never attached
 * to the document, then removes it at the next idle time. The styles stay in the page's style
 * sheet and the code stays compiled, so the reader's first press pays only for its own render.
 * Both renders are transitions, so a press that comes meanwhile goes first.
 */
export function PickerPopupWarmUp() {
  const [rendering, setRendering] = useState<Rendering | null>(null);
  const [rendered, setRendered] = useState(false);

  useEffect(() => {
    if (warmed) {
      return undefined;
    }
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      import('./hiddenPickerPopup').then(
        ({ HiddenPickerPopup }) => {
          if (cancelled || warmed) {
            return;
          }
          warmed = true;
          startTransition(() =>
            setRendering({ Popup: HiddenPickerPopup, container: document.createElement('div') }),
          );
        },
        // Without the chunk (offline, a new deployment), the first press simply costs more.
        () => undefined,
      );
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, []);

  const onRendered = useCallback(() => {
    whenIdle(() => startTransition(() => setRendered(true)));
  }, []);

  if (!rendering || rendered) {
    return null;
  }
  const { Popup, container } = rendering;
  return createPortal(<Popup onRendered={onRendered} />, container);
}
