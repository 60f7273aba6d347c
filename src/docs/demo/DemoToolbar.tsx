import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslate } from '../../i18n';
import { useCodeVariant } from '../../settings';
import { visuallyHidden } from '../../chrome/visuallyHidden';
import { useCopyShortcut } from '../code/useCopyShortcut';
import { useCopyFeedback } from './useCopyFeedback';
import {
  DemoSandboxButtons,
  SANDBOX_BUTTON_COUNT,
  type SandboxButtonsDemo,
} from './DemoSandboxButtons';
import { DemoLinkButton } from './DemoLinkButton';
import { DemoLiveButtons } from './DemoLiveButtons';
import { DemoStylingButtons, STYLING_BUTTON_COUNT } from './DemoStylingButtons';
import type { CodeStyling } from '../../settings';
import { useRovingFocus } from './useRovingFocus';
import type { LiveDemo } from './useLiveDemo';

/** For a demo with several styling variants: which one this is, and what to do on a switch. */
export interface DemoStyling {
  current: CodeStyling;
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
    stylingIndex + (styling ? STYLING_BUTTON_COUNT : 0),
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
    <Box
      role="toolbar"
      aria-label={t('demo.toolbar')}
      onKeyDown={onKeyDown}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 0.5,
        px: 1,
        py: 0.5,
        borderInline: 1,
        borderColor: 'divider',
      }}
    >
      <Button
        size="small"
        aria-expanded={expanded}
        aria-controls={codeId}
        onClick={onToggleCode}
        title={t(expanded ? 'demo.hideCode' : 'demo.showCode')}
        {...itemProps(0)}
      >
        {t(expanded ? 'demo.hideCode' : 'demo.showCode')}
      </Button>
      <Button
        size="small"
        aria-pressed={codeVariant === 'TS'}
        title={t('demo.showTs')}
        aria-label={`TS: ${t('demo.showTs')}`}
        onClick={() => setCodeVariant('TS')}
        variant={codeVariant === 'TS' ? 'outlined' : 'text'}
        {...itemProps(1)}
      >
        TS
      </Button>
      <Button
        size="small"
        aria-pressed={codeVariant === 'JS'}
        title={t('demo.showJs')}
        aria-label={`JS: ${t('demo.showJs')}`}
        onClick={() => setCodeVariant('JS')}
        variant={codeVariant === 'JS' ? 'outlined' : 'text'}
        {...itemProps(2)}
      >
        JS
      </Button>
      <Button
        size="small"
        title={t('demo.copyCode')}
        onClick={copy}
        data-state={copyState}
        {...itemProps(3)}
      >
        {copyLabel}
      </Button>
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
          onChange={styling.onChange}
          itemProps={(offset) => itemProps(stylingIndex + offset)}
        />
      ) : null}
      <Box component="span" role="status" style={visuallyHidden}>
        {copyState === 'idle' ? '' : copyLabel}
      </Box>
    </Box>
  );
}
