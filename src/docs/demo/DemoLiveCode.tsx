import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import type { CodeVariant } from '../../settings';
import { EDITOR_TEXT_STYLE } from '../../shared/editorTextStyle';
import type { LiveDemo } from './useLiveDemo';

/** The editor is its own chunk too: pages load it only when a reader starts editing. */
const DemoLiveEditor = lazy(() =>
  import('./DemoLiveEditor').then((module) => ({ default: module.DemoLiveEditor })),
);

/** Edited code, read-only (the highlighted original would no longer match the demo). */
function EditedCode({ code }: { code: string }) {
  return (
    <Box component="pre" tabIndex={0} sx={EDITOR_TEXT_STYLE}>
      {code}
    </Box>
  );
}

interface DemoLiveCodeProps {
  live: LiveDemo;
  variant: CodeVariant;
  expanded: boolean;
}

/** The code view once live editing is involved: the editor, or the edited code. */
export function DemoLiveCode({ live, variant, expanded }: DemoLiveCodeProps) {
  if (live.editing) {
    return (
      <Suspense fallback={<EditedCode code={live.code} />}>
        <DemoLiveEditor value={live.code} onChange={live.setCode} variant={variant} />
      </Suspense>
    );
  }
  return expanded ? <EditedCode code={live.code} /> : null;
}
