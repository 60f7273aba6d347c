import { lazy, Suspense } from 'react';
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

/** The demo as it stands: the original component, or the reader's edited code running. */
export function DemoLivePreview({ entry, runCode }: DemoLivePreviewProps) {
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
}
