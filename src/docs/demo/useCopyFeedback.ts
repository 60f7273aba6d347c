import { useEffect, useRef, useState } from 'react';
import { COPIED_DURATION_MS, copyToClipboard } from '../code/copyToClipboard';

export type CopyState = 'idle' | 'copied' | 'error';

/**
 * Copies text and reports how it went for {@link COPIED_DURATION_MS}: `copied`,
 * or `error` when the browser refused (the rejection is logged), then `idle` again.
 */
export function useCopyFeedback(): { copyState: CopyState; copy: (text: string) => Promise<void> } {
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async (text: string) => {
    let state: CopyState = 'copied';
    try {
      await copyToClipboard(text);
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
