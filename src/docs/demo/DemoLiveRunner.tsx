import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { DEMO_SCOPE_LOADERS } from '../../../generated/demoScopeLoaders';
import { useTranslate } from '../../i18n';
import type { DemoScope } from './demoScope';
import { DemoRunBoundary } from './DemoRunBoundary';
import type { FamilyId } from '../../products/productRegistry';
import { loadDemoFrame, type DemoFrame } from './demoFrames';
import { runDemoCode } from './runDemoCode';

const scopes = new Map<string, Promise<DemoScope>>();

/** Starts loading a demo's scope (its imports) once; editing calls it before the first change. */
export function preloadDemoScope(name: string): Promise<DemoScope> {
  let scope = scopes.get(name);
  if (!scope) {
    const load = DEMO_SCOPE_LOADERS[name];
    scope = load
      ? load()
      : Promise.reject(
          new Error(`No live-editing scope for the demo "${name}": run \`npm run generate\`.`),
        );
    scopes.set(name, scope);
    scope.catch(() => scopes.delete(name));
  }
  return scope;
}

interface DemoLiveRunnerProps {
  name: string;
  /** The modules the code may import, when they are at hand (a props playground's); else the demo's scope is fetched by name. */
  scope?: DemoScope;
  /** The demo's family: edited code runs in the same frame as the original (demoFrames.ts). */
  family: FamilyId | null;
  /** The edited code to run. */
  code: string;
  /** The original demo, shown until an edit has run. */
  original: ReactNode;
}

/** What is on screen: the run of the current code, the last run that worked, or the original. */
type Shown = 'current' | 'lastGood' | 'original';

/**
 * Runs edited demo code with the demo's scope. An error (syntax, type
 * stripping, an unknown import, a throw while rendering) shows under the demo
 * while the last code that worked keeps running.
 */
export function DemoLiveRunner({
  name,
  scope: givenScope,
  family,
  code,
  original,
}: DemoLiveRunnerProps) {
  const t = useTranslate();
  const [scope, setScope] = useState<DemoScope | null>(null);
  const [Frame, setFrame] = useState<DemoFrame | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [lastGood, setLastGood] = useState<{ code: string; element: ReactElement } | null>(null);
  const [renderError, setRenderError] = useState<{ code: string; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const shownRef = useRef<Shown>('original');
  // Set while rendering commits, so the effect below never keeps code that threw as "good".
  const threwRef = useRef<string | null>(null);

  useEffect(() => {
    let active = true;
    Promise.all([givenScope ?? preloadDemoScope(name), loadDemoFrame(family)]).then(
      ([loaded, frame]) => {
        if (active) {
          setScope(loaded);
          setFrame(() => frame);
        }
      },
      (error: unknown) => active && setLoadError(String(error)),
    );
    return () => {
      active = false;
    };
  }, [name, givenScope, family]);

  const run = useMemo(
    () => (scope && Frame ? runDemoCode(code, scope) : null),
    [code, scope, Frame],
  );
  const failedToRender = renderError?.code === code;
  const shown: Shown =
    run?.element && !failedToRender ? 'current' : lastGood ? 'lastGood' : 'original';
  shownRef.current = shown;

  useEffect(() => {
    // Rendered without throwing (the boundary reports throws before effects run).
    if (shown === 'current' && run?.element && threwRef.current !== code) {
      setLastGood({ code, element: run.element });
    }
  }, [shown, run, code]);

  const onError = (error: Error) => {
    threwRef.current = code;
    if (shownRef.current === 'current') {
      setRenderError({ code, message: String(error) });
    } else if (shownRef.current === 'lastGood') {
      setLastGood(null);
      setRenderError({ code, message: String(error) });
    } else {
      // The original never throws; if it did, show nothing rather than retry forever.
      setRenderError({ code, message: String(error) });
      return;
    }
    setAttempt((value) => value + 1);
  };

  const message =
    loadError ?? (run?.error || null) ?? (failedToRender ? renderError.message : null);
  const edited =
    shown === 'current' ? run!.element : shown === 'lastGood' ? lastGood!.element : null;

  return (
    <>
      <DemoRunBoundary key={attempt} onError={onError}>
        {/* The original renders in its own frame (DemoLive); edited code gets the same one. */}
        {edited && Frame ? <Frame>{edited}</Frame> : original}
      </DemoRunBoundary>
      {message ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('demo.liveError')}
          <Box
            component="pre"
            dir="ltr"
            sx={{
              m: 0,
              mt: 1,
              whiteSpace: 'pre-wrap',
              fontSize: '0.8rem',
              fontFamily: 'monospace',
            }}
          >
            {message}
          </Box>
        </Alert>
      ) : null}
    </>
  );
}
