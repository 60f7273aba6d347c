import { lazy, Suspense, type ComponentType } from 'react';
import { DemoThemeProvider } from './DemoThemeProvider';

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
  name: string;
  Component: ComponentType;
  /** The edited code to run, or null for the original demo. */
  runCode: string | null;
}

/** The demo as it stands: the original component, or the reader's edited code running. */
export function DemoLivePreview({ name, Component, runCode }: DemoLivePreviewProps) {
  const original = (
    <DemoThemeProvider>
      <Component />
    </DemoThemeProvider>
  );
  if (runCode === null) {
    return original;
  }
  return (
    <Suspense fallback={original}>
      <DemoLiveRunner name={name} code={runCode} original={<Component />} />
    </Suspense>
  );
}
