import { useTranslate } from '../../i18n';
import { useCodeVariant } from '../../settings';
import { visuallyHidden } from '../../shared/visuallyHidden';
import { useCopyShortcut } from '../code/useCopyShortcut';
import { useCopyFeedback } from '../../shared/useCopyFeedback';
import { DemoToolButton } from './DemoToolButton';
import {
  DemoSandboxButtons,
  SANDBOX_BUTTON_COUNT,
  type SandboxButtonsDemo,
} from './DemoSandboxButtons';
import { DemoLinkButton } from './DemoLinkButton';
import { DemoLiveButtons } from './DemoLiveButtons';
import { DemoStylingButtons } from './DemoStylingButtons';
import type { CodeStyling } from '../../settings';
import { useRovingFocus } from './useRovingFocus';
import type { LiveDemo } from './useLiveDemo';

/**
 * For a demo with several styling variants: which one this is, which ones the demo ships, and
 * what to do on a switch.
 */
export interface DemoStyling {
  current: CodeStyling;
  available: readonly CodeStyling[];
  onChange: (styling: CodeStyling) => void;
}

interface DemoToolbarProps {
  expanded: boolean;
  onToggleCode: () => void;
  codeId: string;
  /** The source in the reader's current variant (fetched when not loaded yet). */
  getCode: () => Promise<string>;
  /** The demo's file name (its section id), for "Copy link". */
  file: string;
  live: LiveDemo;
  onToggleEditing: () => void;
  /** The demo, for the sandbox export buttons. */
  sandbox: SandboxButtonsDemo;
  styling?: DemoStyling;
}

/**
 * The demo's keyboard toolbar: show/hide code, TS/JS, copy, live edit, reset, copy link,
 * sandboxes, and the code-styling switch for demos with several styling variants.
 */
export function DemoToolbar({
  expanded,
  onToggleCode,
  codeId,
  getCode,
  file,
  live,
  onToggleEditing,
  sandbox,
  styling,
}: DemoToolbarProps) {
  const t = useTranslate();
  const { codeVariant, setCodeVariant } = useCodeVariant();
  const { copyState, copy: copyText } = useCopyFeedback();
  const stylingIndex = 7 + SANDBOX_BUTTON_COUNT;
  const { onKeyDown, itemProps } = useRovingFocus(
    stylingIndex + (styling ? styling.available.length : 0),
  );
  const copy = () => copyText(getCode());
  // Ctrl/Cmd/Alt+C over the demo's code (pointer or focus inside, nothing selected) copies it too.
  useCopyShortcut(
    () => document.getElementById(codeId),
    () => void copy(),
  );
  const copyLabel = { idle: t('code.copy'), copied: t('code.copied'), error: t('code.copyFailed') }[
    copyState
  ];

  return (
    <div
      role="toolbar"
      className="demo-toolbar"
      aria-label={t('demo.toolbar')}
      onKeyDown={onKeyDown}
    >
      <DemoToolButton
        aria-expanded={expanded}
        aria-controls={codeId}
        onClick={onToggleCode}
        tooltip={t(expanded ? 'demo.hideCode' : 'demo.showCode')}
        {...itemProps(0)}
      >
        {t(expanded ? 'demo.hideCode' : 'demo.showCode')}
      </DemoToolButton>
      <DemoToolButton
        aria-pressed={codeVariant === 'TS'}
        tooltip={t('demo.showTs')}
        aria-label={`TS: ${t('demo.showTs')}`}
        onClick={() => setCodeVariant('TS')}
        selected={codeVariant === 'TS'}
        {...itemProps(1)}
      >
        TS
      </DemoToolButton>
      <DemoToolButton
        aria-pressed={codeVariant === 'JS'}
        tooltip={t('demo.showJs')}
        aria-label={`JS: ${t('demo.showJs')}`}
        onClick={() => setCodeVariant('JS')}
        selected={codeVariant === 'JS'}
        {...itemProps(2)}
      >
        JS
      </DemoToolButton>
      <DemoToolButton
        tooltip={t('demo.copyCode')}
        onClick={copy}
        data-state={copyState}
        {...itemProps(3)}
      >
        {copyLabel}
      </DemoToolButton>
      <DemoLiveButtons
        editing={live.editing}
        edited={live.edited}
        onToggleEditing={onToggleEditing}
        onReset={live.reset}
        itemProps={[itemProps(4), itemProps(5)]}
      />
      <DemoLinkButton file={file} itemProps={itemProps(6)} />
      <DemoSandboxButtons
        demo={sandbox}
        getCode={getCode}
        variant={codeVariant}
        itemProps={itemProps}
        firstIndex={7}
      />
      {styling ? (
        <DemoStylingButtons
          styling={styling.current}
          available={styling.available}
          onChange={styling.onChange}
          itemProps={(offset) => itemProps(stylingIndex + offset)}
        />
      ) : null}
      <span role="status" style={visuallyHidden}>
        {copyState === 'idle' ? '' : copyLabel}
      </span>
    </div>
  );
}
