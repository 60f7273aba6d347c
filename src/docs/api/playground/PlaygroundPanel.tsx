import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  lazy,
  Suspense,
  useId,
  useDeferredValue,
  useMemo,
  useState,
  type ComponentType,
} from 'react';
import type { FamilyId } from '../../../products/productRegistry';
import { useCodeVariant } from '../../../settings';
import { EDITOR_TEXT_STYLE } from '../../../shared/editorTextStyle';
import { DEMO_LIVE_BOX_SX } from '../../demo/demoBoxSx';
import { loadDemoFrame, type DemoFrame } from '../../demo/demoFrames';
import { DemoLiveCode } from '../../demo/DemoLiveCode';
import { DemoRunBoundary } from '../../demo/DemoRunBoundary';
import { DemoToolbar } from '../../demo/DemoToolbar';
import { useLiveDemo } from '../../demo/useLiveDemo';
import { explicitValues, printPlaygroundCode } from './playgroundCode';
import { playgroundElement } from './playgroundElement';
import type { PlaygroundModule } from './playgroundModule';
import type { PlaygroundValues } from './playgroundSpec';
import { PlaygroundControls } from './PlaygroundControls';
import { usePlaygroundText } from './playgroundText';
import { usePlaygroundValues } from './usePlaygroundValues';

const DemoLiveRunner = lazy(() =>
  import('../../demo/DemoLiveRunner').then((module) => ({ default: module.DemoLiveRunner })),
);

/** Props read only when the component mounts: a change remounts it. */
const MOUNT_ONLY = /^(default[A-Z]|initial)/;

interface PanelProps {
  module: PlaygroundModule;
  Frame: DemoFrame;
  headingId: string;
}

/**
 * The component with the props the code shows: the preset's, and each control that differs from
 * its default (a control at its default is left unset, as in the code), in its wrapper, after
 * the trigger that opens it.
 */
function usePlaygroundElement(module: PlaygroundModule, values: PlaygroundValues) {
  return useMemo(() => {
    const { spec, presetProps } = module;
    const props: Record<string, unknown> = { ...presetProps };
    for (const control of spec.controls) {
      delete props[control.name];
    }
    for (const [name, value] of explicitValues(spec, values, presetProps)) {
      props[name] = value;
    }
    const mountKey = JSON.stringify(
      spec.controls
        .filter((control) => MOUNT_ONLY.test(control.name))
        .map((control) => props[control.name] ?? null),
    );
    return playgroundElement(module, props, mountKey);
  }, [module, values]);
}

/** The playground: the live component, its toolbar and code, the controls and the props left to code. */
function PlaygroundPanel({ module, Frame, headingId }: PanelProps) {
  const t = usePlaygroundText();
  const { spec } = module;
  const codeId = useId();
  const { codeVariant } = useCodeVariant();
  const { values, setValue } = usePlaygroundValues(module);
  const [expanded, setExpanded] = useState(true);
  const [renderError, setRenderError] = useState<{ key: string; message: string } | null>(null);
  const code = useMemo(
    () => ({
      TS: printPlaygroundCode(spec, values, module.presetProps, 'TS'),
      JS: printPlaygroundCode(spec, values, module.presetProps, 'JS'),
    }),
    [spec, values, module.presetProps],
  );
  const live = useLiveDemo(code, codeVariant);
  // The controls and the code follow each change at once; a heavy component (a data grid)
  // re-renders in the background, skipping values the reader has already moved past.
  const element = usePlaygroundElement(module, useDeferredValue(values));
  const family = spec.family as FamilyId;
  const attempt = code.TS;
  const original = (
    <DemoRunBoundary
      key={attempt}
      onError={(error) => setRenderError({ key: attempt, message: String(error) })}
    >
      <Frame>{element}</Frame>
    </DemoRunBoundary>
  );
  const name = `${spec.component}Playground`;
  return (
    <Box data-playground-panel={spec.component} sx={{ my: 2 }}>
      <Box
        role="group"
        aria-label={t('preview', { name: spec.component })}
        className="demo-live"
        data-playground-preview=""
        sx={{
          ...DEMO_LIVE_BOX_SX,
          // Fixed-position parts (a snackbar, an app bar) stay inside the box.
          transform: 'translateZ(0)',
        }}
      >
        {live.runCode === null ? (
          original
        ) : (
          <Suspense fallback={original}>
            <DemoLiveRunner
              name={name}
              scope={module.scope}
              family={family}
              code={live.runCode}
              original={original}
            />
          </Suspense>
        )}
        {renderError?.key === attempt ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('renderFailed', {
              name: spec.component,
              message: renderError.message,
            })}
          </Alert>
        ) : null}
      </Box>
      <DemoToolbar
        expanded={expanded}
        onToggleCode={() => setExpanded((value) => !value)}
        codeId={codeId}
        getCode={async () => live.code}
        file={headingId}
        live={live}
        onToggleEditing={() =>
          live.editing ? live.stopEditing() : (setExpanded(true), live.startEditing())
        }
        sandbox={{
          name,
          title: `${spec.component} playground`,
          pagePathname: window.location.pathname.replace(/\/$/, ''),
          family,
          styling: null,
          getDataModules: async () => [],
        }}
      />
      <Box
        id={codeId}
        className="demo-code"
        dir="ltr"
        data-expanded={expanded}
        data-playground-code=""
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: '0 0 12px 12px',
          overflow: 'hidden',
        }}
      >
        {live.editing || live.edited ? (
          <DemoLiveCode live={live} variant={codeVariant} expanded={expanded} />
        ) : expanded ? (
          <Box
            component="pre"
            tabIndex={0}
            sx={{ ...EDITOR_TEXT_STYLE, m: 0, maxHeight: 480, overflow: 'auto' }}
          >
            <code>{live.code}</code>
          </Box>
        ) : null}
      </Box>
      {live.edited ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('edited')}
        </Alert>
      ) : null}
      <Box sx={{ mt: 3 }}>
        <PlaygroundControls
          component={spec.component}
          controls={spec.controls}
          values={values}
          presetProps={module.presetProps}
          onChange={setValue}
          disabled={live.edited}
        />
      </Box>
      {spec.codeOnly.length > 0 ? (
        <Box component="details" sx={{ mt: 2 }} data-playground-code-only="">
          <summary>{t('setInCode', { count: String(spec.codeOnly.length) })}</summary>
          <p>{t('setInCodeText')}</p>
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0 }}
          >
            {spec.codeOnly.map((prop) => (
              <li key={prop}>
                <code>{prop}</code>
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}

/** What the section shows when a chunk cannot be fetched (offline, a new deployment). */
function LoadFailed({ message }: { message: string }) {
  const t = usePlaygroundText();
  return <Alert severity="error">{t('loadFailed', { message })}</Alert>;
}

/**
 * Fetches a playground's chunk (generated/playgroundLoaders.ts, itself a chunk) and its family's
 * demo frame, and gives the panel for them: the default export `React.lazy` expects.
 */
export async function loadPlaygroundPanel(
  playgroundKey: string,
): Promise<{ default: ComponentType<{ headingId: string }> }> {
  try {
    const { PLAYGROUND_LOADERS } = await import('../../../../generated/playgroundLoaders');
    const load = PLAYGROUND_LOADERS[playgroundKey];
    if (!load) {
      throw new Error(
        `No playground "${playgroundKey}" in generated/playgroundLoaders.ts: run \`npm run generate\`.`,
      );
    }
    const loaded = await load();
    const Frame = await loadDemoFrame(loaded.spec.family as FamilyId);
    return {
      default: function LoadedPlayground({ headingId }) {
        return <PlaygroundPanel module={loaded} Frame={Frame} headingId={headingId} />;
      },
    };
  } catch (error) {
    console.error(error);
    const message = error instanceof Error ? error.message : String(error);
    return { default: () => <LoadFailed message={message} /> };
  }
}
