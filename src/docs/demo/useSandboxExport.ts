import { useState } from 'react';
import { useTranslate } from '../../i18n';
import type { FamilyId } from '../../products/productRegistry';
import type { DemoDataModuleSource } from './demoDataModules';
import type { SandboxAction } from './sandbox/sandboxActions';
import type { SandboxStyling } from './sandbox/sandboxFamilySetup';

/** What the sandbox export needs to know about the demo. */
export interface SandboxExportDemo {
  /** Component and file name: `BasicDatePicker`. */
  name: string;
  title: string;
  /** The page's key: `/x/react-date-pickers`. */
  pagePathname: string;
  /** The family whose setup the project gets (its package, Joy's provider). */
  family: FamilyId | null;
  /** `tailwind` for a Tailwind CSS demo: the project gets a Tailwind CSS setup. */
  styling: SandboxStyling | null;
  /** The shared data modules the demo imports, in the reader's variant (fetched if needed). */
  getDataModules: () => Promise<DemoDataModuleSource[]>;
}

/** Loaded when the "More" menu is approached: project generation costs nothing at page load. */
export const loadSandboxActions = () => import('./sandbox/sandboxActions');

/**
 * Open in CodeSandbox, open in StackBlitz, download as zip: the demo as a runnable project, in
 * the reader's variant with their edits. `error` says why the last export failed.
 */
export function useSandboxExport(
  demo: SandboxExportDemo,
  /** The source as the reader sees it (chosen variant, edits included), fetched if needed. */
  getCode: () => Promise<string>,
  variant: 'TS' | 'JS',
): { run: (action: SandboxAction) => Promise<void>; error: string | null } {
  const t = useTranslate();
  const [error, setError] = useState<string | null>(null);

  const run = async (action: SandboxAction) => {
    try {
      const [{ runSandboxAction }, code, dataModules] = await Promise.all([
        loadSandboxActions(),
        getCode(),
        demo.getDataModules(),
      ]);
      runSandboxAction(action, {
        name: demo.name,
        title: demo.title,
        code,
        variant,
        pagePathname: `${demo.pagePathname}/`,
        family: demo.family,
        styling: demo.styling,
        dataModules,
      });
      setError(null);
    } catch (caught) {
      console.error(caught);
      const message = caught instanceof Error ? caught.message : String(caught);
      setError(t('demoSandbox.failed', { message }));
    }
  };
  return { run, error };
}
