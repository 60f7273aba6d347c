import Alert from '@mui/material/Alert';
import { useTranslate } from '../../i18n';
import { uncompiledTailwindClasses } from './uncompiledTailwindClasses';

interface DemoTailwindNoteProps {
  /** The code in the editor. */
  code: string;
  /** The original code of the same variant, or null while it has not been fetched. */
  original: string | null;
  /** The classes the site compiled for the demo at build time. */
  compiled: readonly string[];
}

/**
 * What live editing a Tailwind CSS demo can do, said while the reader edits: the site compiled
 * the demo's classes when it was built, so a class the edit adds has no styles here. The note
 * names those classes and points to the sandboxes, whose projects compile any class.
 */
export function DemoTailwindNote({ code, original, compiled }: DemoTailwindNoteProps) {
  const t = useTranslate();
  const missing = original === null ? [] : uncompiledTailwindClasses(code, original, compiled);
  return (
    <Alert
      severity={missing.length > 0 ? 'warning' : 'info'}
      role="status"
      data-tailwind-note=""
      sx={{ my: 1 }}
    >
      {t('demo.tailwindEditNote')}
      {missing.length > 0 ? (
        <div data-uncompiled-classes="">
          {t('demo.tailwindUncompiled', { classes: missing.join(' ') })}
        </div>
      ) : null}
    </Alert>
  );
}
