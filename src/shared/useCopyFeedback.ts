import { useEffect, useRef, useState } from 'react';
import { COPIED_DURATION_MS, copyToClipboard } from './copyToClipboard';

export type CopyState = 'idle' | 'copied' | 'error';

/**
 * Copies text (or the text a promise brings) and reports how it went for
 * {@link COPIED_DURATION_MS}: `copied`, or `error` when the text could not be had or the
 * browser refused (the rejection is logged), then `idle` again.
 */
export function useCopyFeedback(): {
  copyState: CopyState;
  copy: (text: string | Promise<string>) => Promise<void>;
} {
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async (text: string | Promise<string>) => {
    let state: CopyState = 'copied';
    try {
      await copyToClipboard(await text);
    } catch (error) {
      state = 'error';
      console.error(error);
    }
    setCopyState(state);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopyState('idle'), COPIED_DURATION_MS);
  };
  return { copyState, copy };
}
