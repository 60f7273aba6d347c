import Box from '@mui/material/Box';
import { useId, useState } from 'react';
import { useTranslate } from '../../i18n';
import { useCodeVariant } from '../../settings';
import type { DemoCodeDataModule } from './demoData';
import { DEMO_LIVE_BOX_SX } from './demoBoxSx';
import { demoEntry } from './demoEntry';
import { demoFamily } from './demoFamily';
import { DemoLiveCode } from './DemoLiveCode';
import { demoPagePathname, type DemoRecord } from './demoRecord';
import { DemoLivePreview, preloadLiveDemo } from './DemoLivePreview';
import { DemoLicenseNote } from './DemoLicenseNote';
import { DemoTailwindNote } from './DemoTailwindNote';
import { DemoToolbar, type DemoStyling } from './DemoToolbar';
import { useDemoCode } from './useDemoCode';
import { useLiveDemo } from './useLiveDemo';
import { TAILWIND_SCOPE_CLASS } from './tailwindScope';

/** Both variants of a piece of code; CSS shows the one `<html data-code-variant>` names. */
function CodeVariants({ ts, js }: { ts: string; js: string }) {
  return (
    <>
      <div data-variant="TS" dangerouslySetInnerHTML={{ __html: ts }} />
      <div data-variant="JS" dangerouslySetInnerHTML={{ __html: js }} />
    </>
  );
}

/**
 * The shared data modules the demo imports (`@demo-data/<name>`), each a closed disclosure under
 * the demo's code, named by its file in the reader's variant.
 */
function DemoDataModules({ modules }: { modules: readonly DemoCodeDataModule[] }) {
  return (
    <>
      {modules.map((module) => (
        <Box
          component="details"
          key={module.name}
          data-demo-data={module.name}
          sx={{ borderTop: 1, borderColor: 'divider' }}
        >
          <Box
            component="summary"
            sx={{ px: 2, py: 1, cursor: 'pointer', fontFamily: 'monospace', fontSize: '0.85rem' }}
          >
            <span data-variant="TS">{`demo-data/${module.name}.ts`}</span>
            <span data-variant="JS">{`demo-data/${module.name}.js`}</span>
          </Box>
          <CodeVariants ts={module.ts.html} js={module.js.html} />
        </Box>
      ))}
    </>
  );
}

/**
 * A live demo with its toolbar and code (the short preview until the full code is shown).
 * The full code is fetched when the reader points at or focuses the demo.
 */
export function DemoBlock({
  demo,
  styling,
  licenseNote = false,
}: {
  demo: DemoRecord;
  styling?: DemoStyling;
  /** Whether the page explains the Pro and Premium watermark above this demo (DemoLicenseNote). */
  licenseNote?: boolean;
}) {
  const t = useTranslate();
  const [expanded, setExpanded] = useState(false);
  const codeId = useId();
  const { codeVariant } = useCodeVariant();
  const source = useDemoCode(demo.codeUrl);
  const live = useLiveDemo(
    source.code && { TS: source.code.ts.code, JS: source.code.js.code },
    codeVariant,
  );
  const prefetchCode = () => {
    source.load().catch(() => {
      // Tried again by whatever needs the code, which reports the failure.
    });
  };
  const variantKey = codeVariant === 'TS' ? 'ts' : 'js';
  /** The code as the reader sees it: their edits, or the original of their variant. */
  const getCode = async () => (source.code ? live.code : (await source.load())[variantKey].code);
  /** The shared data modules the demo imports, in the reader's variant. */
  const getDataModules = async () =>
    ((source.code ?? (await source.load())).dataModules ?? []).map((module) => ({
      name: module.name,
      code: module[variantKey].code,
    }));
  const entry = demoEntry(demo);
  const toggleEditing = () => {
    if (live.editing) {
      live.stopEditing();
      return;
    }
    // The editor needs the whole file; fetch the runner while the reader starts typing.
    setExpanded(true);
    preloadLiveDemo(demo.name);
    source.load().then(live.startEditing, (error: unknown) => console.error(error));
  };
  const toggleCode = () => {
    if (expanded) {
      live.stopEditing();
    } else {
      prefetchCode();
    }
    setExpanded((value) => !value);
  };
  const { tailwind } = demo;
  const preview = <DemoLivePreview entry={entry} runCode={live.runCode} />;
  // Until the full code arrives, the expanded view keeps the preview.
  const code =
    expanded && source.code ? { ts: source.code.ts.html, js: source.code.js.html } : demo.preview;
  return (
    <>
      {licenseNote ? <DemoLicenseNote /> : null}
      <Box
        component="section"
        id={demo.file}
        aria-label={`${t('demo.label')}: ${demo.title}`}
        data-demo={demo.name}
        onPointerEnter={prefetchCode}
        onFocus={prefetchCode}
        sx={{ my: 4 }}
      >
        <Box className="demo-live" sx={DEMO_LIVE_BOX_SX}>
          {tailwind ? (
            <>
              {/* The demo's Tailwind CSS, compiled at build time and scoped to the element below
                by its own class (tailwindScope.ts). */}
              <style
                data-tailwind-demo={demo.name}
                dangerouslySetInnerHTML={{ __html: tailwind.css }}
              />
              <div className={`${TAILWIND_SCOPE_CLASS} ${tailwind.scope}`}>{preview}</div>
            </>
          ) : (
            preview
          )}
        </Box>
        <DemoToolbar
          expanded={expanded}
          onToggleCode={toggleCode}
          codeId={codeId}
          getCode={getCode}
          styling={styling}
          file={demo.file}
          live={live}
          onToggleEditing={toggleEditing}
          sandbox={{
            name: demo.file,
            title: demo.title,
            pagePathname: demoPagePathname(demo.name),
            family: demoFamily(demo.name),
            styling: tailwind ? 'tailwind' : null,
            getDataModules,
          }}
        />
        {live.editing && tailwind ? (
          <DemoTailwindNote
            code={live.code}
            original={source.code ? source.code[codeVariant === 'TS' ? 'ts' : 'js'].code : null}
            compiled={tailwind.classes}
          />
        ) : null}
        <Box
          id={codeId}
          className="demo-code"
          dir="ltr"
          data-expanded={expanded}
          aria-busy={expanded && !source.code}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: '0 0 12px 12px',
            overflow: 'hidden',
            '& pre': {
              m: 0,
              p: 2,
              overflow: 'auto',
              maxHeight: expanded ? 640 : 'none',
              fontSize: '0.85rem',
            },
          }}
        >
          {live.editing || live.edited ? (
            <DemoLiveCode live={live} variant={codeVariant} expanded={expanded} />
          ) : code ? (
            <CodeVariants ts={code.ts} js={code.js} />
          ) : null}
          {expanded && source.code?.dataModules ? (
            <DemoDataModules modules={source.code.dataModules} />
          ) : null}
        </Box>
      </Box>
    </>
  );
}
