import Button from '@mui/material/Button';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTranslate } from '../../../i18n';
import { useIsHydrating } from '../../../hydration';
import { playgroundParam } from './playgroundParam';

interface PanelProps {
  /** The id of the section's heading, which names the panel's regions. */
  headingId: string;
}

/**
 * One lazy panel per playground: the panel's code, the loaders map and the component's own chunk
 * (its preset and frame included) are fetched only when the reader opens it.
 */
const panels = new Map<string, ComponentType<PanelProps>>();

function lazyPanel(playgroundKey: string): ComponentType<PanelProps> {
  let panel = panels.get(playgroundKey);
  if (!panel) {
    panel = lazy(() =>
      import('./PlaygroundPanel').then((module) => module.loadPlaygroundPanel(playgroundKey)),
    );
    panels.set(playgroundKey, panel);
  }
  return panel;
}

interface PlaygroundSectionProps {
  /** `material-ui/Button`: the key of its chunk in generated/playgroundLoaders.ts. */
  playgroundKey: string;
  component: string;
  headingId: string;
  headingLevel: 2 | 3;
}

/**
 * The "Playground" section of a component's API page. The server renders its heading and an
 * "Open playground" button; pressing it (or a link holding the playground's state, read after
 * hydration) fetches and renders the panel.
 */
export function PlaygroundSection({
  playgroundKey,
  component,
  headingId,
  headingLevel,
}: PlaygroundSectionProps) {
  const t = useTranslate();
  const hydrating = useIsHydrating();
  const [open, setOpen] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  useEffect(() => {
    if (new URLSearchParams(window.location.search).has(playgroundParam(component))) {
      setOpen(true);
    }
  }, [component]);

  const Panel = open ? lazyPanel(playgroundKey) : null;
  return (
    <section aria-labelledby={headingId} data-playground={playgroundKey}>
      <Heading id={headingId}>{t('api.playground.title')}</Heading>
      <p>{t('api.playground.lead')}</p>
      {Panel ? (
        <Suspense fallback={<p role="status">{t('api.playground.loading')}</p>}>
          <Panel headingId={headingId} />
        </Suspense>
      ) : (
        <Button
          variant="outlined"
          disabled={hydrating}
          onClick={() => setOpen(true)}
          onPointerEnter={() => void import('./PlaygroundPanel')}
          data-playground-open=""
        >
          {t('api.playground.open')}
        </Button>
      )}
    </section>
  );
}
