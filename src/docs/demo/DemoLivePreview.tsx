import { lazy, memo, Suspense } from 'react';
import type { DemoEntry } from './demoEntry';
import { DemoLive } from './DemoLive';

/** The runner (react-runner, sucrase) is its own chunk, fetched when a reader edits a demo. */
const loadRunner = () => import('./DemoLiveRunner');
const DemoLiveRunner = lazy(() =>
  loadRunner().then((module) => ({ default: module.DemoLiveRunner })),
);

/** Fetches the runner and the demo's scope ahead of the first edit (when editing starts). */
export function preloadLiveDemo(name: string): void {
  loadRunner()
    .then((module) => module.preloadDemoScope(name))
    .catch((error: unknown) => console.error(error));
}

interface DemoLivePreviewProps {
  entry: DemoEntry;
  /** The edited code to run, or null for the original demo. */
  runCode: string | null;
}

/**
 * The demo as it stands: the original component, or the reader's edited code running. Memoized:
 * the block around it renders again when its code arrives (fetched as the pointer enters), when
 * the code is shown or hidden and as the reader edits, and none of that changes the demo, which
 * would otherwise render again in full (a data grid's render is tens of milliseconds on a phone,
 * and a pointer entering the demo right before a press put it inside the press).
 */
export const DemoLivePreview = memo(function DemoLivePreview({
  entry,
  runCode,
}: DemoLivePreviewProps) {
  // Loaded and rendered when near the viewport or touched (see DemoLive).
  const original = <DemoLive entry={entry} />;
  if (runCode === null) {
    return original;
  }
  return (
    <Suspense fallback={original}>
      <DemoLiveRunner name={entry.name} family={entry.family} code={runCode} original={original} />
    </Suspense>
  );
});
