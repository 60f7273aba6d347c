import {
  lazy,
  startTransition,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { StaticIsland, useIsHydrating } from '../../hydration';
import type { DemoEntry } from './demoEntry';
import { loadDemoFrame, loadedDemoFrame, type DemoFrame } from './demoFrames';
import { useInteraction } from './useInteraction';
import { useNearViewport } from './useNearViewport';
import { PickerPopupWarmUp } from './PickerPopupWarmUp';
import { prepareDataGrid } from './prepareDataGrid';
import { useServerHtmlHandoff } from './useServerHtmlHandoff';
import { GRID_SNAPSHOT_END_ATTRIBUTE, GRID_SNAPSHOT_SLOT_ATTRIBUTE } from './gridSnapshotSlot';

/** Demos whose chunk has arrived, for pages visited later in the session. */
const loadedDemos = new Map<string, ComponentType>();

/** A demo component and the frame of its family (demoFrames.ts), which it renders in. */
interface FramedDemo {
  Component: ComponentType;
  Frame: DemoFrame;
}

/**
 * The server's view of each demo, in its family's frame. A demo module can be asynchronous on
 * the server (one importing an ESM-only package, such as the charts with d3), and a frame can be
 * a chunk of its own (Joy UI's), so the server renders both through `lazy`. There is
 * deliberately no Suspense boundary around it (one hydration region:
 * src/hydration/DeferredHydration.tsx); the server waits for it and writes it inline.
 */
const serverDemos = new Map<string, LazyExoticComponent<ComponentType>>();

function serverDemo(entry: DemoEntry): LazyExoticComponent<ComponentType> {
  let component = serverDemos.get(entry.name);
  if (!component) {
    const renderOnServer = entry.renderOnServer!;
    component = lazy(async () => {
      const [module, Frame] = await Promise.all([renderOnServer(), loadDemoFrame(entry.family)]);
      const Demo = module.default;
      return {
        default: function FramedServerDemo() {
          return (
            <Frame>
              <Demo />
            </Frame>
          );
        },
      };
    });
    serverDemos.set(entry.name, component);
  }
  return component;
}

/** The demo and its frame when both arrived earlier in the session, else null. */
function loadedDemo(entry: DemoEntry): FramedDemo | null {
  const Component = loadedDemos.get(entry.name);
  const Frame = loadedDemoFrame(entry.family);
  return Component && Frame ? { Component, Frame } : null;
}

type DemoState = 'static' | 'loading' | 'live' | 'error';

/**
 * A demo that costs nothing until it is needed. The server renders it in full (the HTML readers
 * without JavaScript see) in a static island (src/hydration/StaticIsland.tsx), and the demo's
 * chunk is not requested until the demo comes within a screen of the viewport or the reader
 * points at, presses or focuses anything in its `[data-demo]` section (toolbar included). Then
 * the chunk loads and the demo renders in place of the server HTML in one commit, in a
 * transition, so long renders yield.
 *
 * After a client-side navigation there is no server HTML: the box keeps the height the
 * demo declares (`entry.height`) until the chunk arrives.
 */
export function DemoLive({ entry }: { entry: DemoEntry }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const hydrating = useIsHydrating();
  // Whether the box holds the server's rendering: fixed at mount.
  const [fromServer] = useState(hydrating);
  const [demo, setDemo] = useState<FramedDemo | null>(() =>
    fromServer ? null : loadedDemo(entry),
  );
  const [failed, setFailed] = useState(false);
  const waiting = demo === null;
  const near = useNearViewport(rootRef, { enabled: waiting });
  const interaction = useInteraction(rootRef, { enabled: waiting, container: '[data-demo]' });
  const triggered = near || interaction !== null;
  // Focus, typed keys and clicks in the server HTML, carried over to the live demo.
  const { onKeyDownCapture } = useServerHtmlHandoff(rootRef, waiting);

  useEffect(() => {
    if (!waiting || !triggered) {
      return undefined;
    }
    let cancelled = false;
    Promise.all([
      (entry.dataGrid ? prepareDataGrid() : Promise.resolve()).then(entry.load),
      loadDemoFrame(entry.family),
    ]).then(
      ([module, Frame]) => {
        loadedDemos.set(entry.name, module.default);
        if (!cancelled) {
          startTransition(() => setDemo({ Component: module.default, Frame }));
        }
      },
      (error: unknown) => {
        console.error(new DemoLoadError(entry.name, error));
        if (!cancelled) {
          setFailed(true);
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [entry, waiting, triggered]);

  let state: DemoState = 'static';
  if (demo) {
    state = 'live';
  } else if (failed) {
    state = 'error';
  } else if (triggered) {
    state = 'loading';
  }

  if (!demo) {
    const ServerDemo = entry.renderOnServer ? serverDemo(entry) : null;
    // A grid's server HTML has no rows; the build puts its live markup here (gridSnapshotSlot.ts).
    const snapshotSlot = entry.dataGrid ? { [GRID_SNAPSHOT_SLOT_ATTRIBUTE]: entry.name } : null;
    return (
      <StaticIsland
        ref={rootRef}
        data-demo-root=""
        data-demo-state={state}
        aria-busy={state === 'loading' || undefined}
        style={fromServer ? undefined : { minHeight: entry.height }}
        onKeyDownCapture={onKeyDownCapture}
        {...snapshotSlot}
      >
        {ServerDemo ? <ServerDemo /> : null}
        {snapshotSlot ? <template {...{ [GRID_SNAPSHOT_END_ATTRIBUTE]: '' }} /> : null}
      </StaticIsland>
    );
  }
  const { Component, Frame } = demo;
  return (
    <div ref={rootRef} data-demo-root="" data-demo-state={state}>
      <Frame>
        <Component />
        {entry.datePicker ? <PickerPopupWarmUp /> : null}
      </Frame>
    </div>
  );
}

/** A demo's chunk could not be fetched (offline, or a new deployment removed it). */
export class DemoLoadError extends Error {
  constructor(name: string, cause: unknown) {
    super(`The code of the demo "${name}" could not be loaded; its static rendering stays.`, {
      cause,
    });
    this.name = 'DemoLoadError';
  }
}
