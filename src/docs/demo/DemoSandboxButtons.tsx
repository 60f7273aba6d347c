import { useState } from 'react';
import { useTranslate, type TranslationKey } from '../../i18n';
import { useIsHydrating } from '../../hydration';
import type { FamilyId } from '../../products/productRegistry';
import type { DemoDataModuleSource } from './demoDataModules';
import { DemoToolButton } from './DemoToolButton';
import type { SandboxAction } from './sandbox/sandboxActions';
import type { SandboxStyling } from './sandbox/sandboxFamilySetup';
import type { useRovingFocus } from './useRovingFocus';

/** How many toolbar items this component renders (for the toolbar's roving focus). */
export const SANDBOX_BUTTON_COUNT = 3;

/** What the sandbox buttons need to know about the demo. */
export interface SandboxButtonsDemo {
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

type RovingItemProps = ReturnType<ReturnType<typeof useRovingFocus>['itemProps']>;

interface DemoSandboxButtonsProps {
  demo: SandboxButtonsDemo;
  /** The source as the reader sees it (chosen variant, edits included), fetched if needed. */
  getCode: () => Promise<string>;
  variant: 'TS' | 'JS';
  /** The toolbar's roving-focus props for the item at an index. */
  itemProps: (index: number) => RovingItemProps;
  /** This component's first index in the toolbar. */
  firstIndex: number;
}

const BUTTONS: { action: SandboxAction; label: TranslationKey; name: TranslationKey }[] = [
  {
    action: 'codesandbox',
    label: 'demoSandbox.codeSandboxLabel',
    name: 'demoSandbox.openCodeSandbox',
  },
  {
    action: 'stackblitz',
    label: 'demoSandbox.stackBlitzLabel',
    name: 'demoSandbox.openStackBlitz',
  },
  { action: 'zip', label: 'demoSandbox.zipLabel', name: 'demoSandbox.downloadZip' },
];

/** Loaded on first hover, focus or click: project generation costs nothing at page load. */
const loadActions = () => import('./sandbox/sandboxActions');

/** Open in CodeSandbox, open in StackBlitz, download as zip: the demo as a runnable project. */
export function DemoSandboxButtons({
  demo,
  getCode,
  variant,
  itemProps,
  firstIndex,
}: DemoSandboxButtonsProps) {
  const t = useTranslate();
  const hydrated = !useIsHydrating();
  const [error, setError] = useState<string | null>(null);

  const run = async (action: SandboxAction) => {
    try {
      const [{ runSandboxAction }, code, dataModules] = await Promise.all([
        loadActions(),
        getCode(),
        demo.getDataModules(),
      ]);
      const pagePathname = `${demo.pagePathname}/`;
      runSandboxAction(action, {
        name: demo.name,
        title: demo.title,
        code,
        variant,
        pagePathname,
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

  return (
    <>
      {BUTTONS.map(({ action, label, name }, offset) => {
        const { onFocus, ...roving } = itemProps(firstIndex + offset);
        return (
          <DemoToolButton
            key={action}
            aria-label={t(name)}
            tooltip={t(name)}
            disabled={!hydrated}
            data-sandbox={action}
            onClick={() => run(action)}
            onPointerEnter={() => void loadActions()}
            onFocus={() => {
              onFocus();
              void loadActions();
            }}
            {...roving}
          >
            {t(label)}
          </DemoToolButton>
        );
      })}
      {error ? (
        <div role="alert" className="demo-tool-error">
          {error}
        </div>
      ) : null}
    </>
  );
}
