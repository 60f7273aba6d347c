import { useCallback, useEffect, useState } from 'react';
import type { CodeVariant } from '../../settings';

/** How long the demo waits after the last keystroke before it runs the edited code. */
export const LIVE_EDIT_DEBOUNCE_MS = 166;

export interface LiveDemo {
  /** Whether the code view is the editor. */
  editing: boolean;
  startEditing: () => void;
  stopEditing: () => void;
  /** The code of the reader's variant: edited, or the original. */
  code: string;
  setCode: (code: string) => void;
  /** Whether the code of the reader's variant differs from the original. */
  edited: boolean;
  /** Back to the original code of both variants and the original demo. */
  reset: () => void;
  /** The edited code the demo runs (debounced), or null while the original demo shows. */
  runCode: string | null;
}

/**
 * The live-editing state of one demo. Each variant keeps its own edits (the
 * editor shows the reader's variant); the demo runs the edited code
 * {@link LIVE_EDIT_DEBOUNCE_MS} after the last change, and shows the original
 * component again at once when the code is back to the original.
 */
export function useLiveDemo(
  /** The original code of each variant, or null while it has not been fetched. */
  original: Record<CodeVariant, string> | null,
  variant: CodeVariant,
): LiveDemo {
  const [editing, setEditing] = useState(false);
  const [edits, setEdits] = useState<Partial<Record<CodeVariant, string>>>({});
  const [runCode, setRunCode] = useState<string | null>(null);
  const code = edits[variant] ?? original?.[variant] ?? '';
  const edited = original !== null && code !== original[variant];

  useEffect(() => {
    if (!edited) {
      setRunCode(null);
      return undefined;
    }
    const timer = window.setTimeout(() => setRunCode(code), LIVE_EDIT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [code, edited]);

  const setCode = useCallback(
    (next: string) => setEdits((current) => ({ ...current, [variant]: next })),
    [variant],
  );
  const reset = useCallback(() => setEdits({}), []);
  const startEditing = useCallback(() => setEditing(true), []);
  const stopEditing = useCallback(() => setEditing(false), []);

  return { editing, startEditing, stopEditing, code, setCode, edited, reset, runCode };
}
