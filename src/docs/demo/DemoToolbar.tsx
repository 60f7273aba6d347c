import ArrowDropDownRoundedIcon from '@mui/icons-material/ArrowDropDownRounded';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import CodeRoundedIcon from '@mui/icons-material/CodeRounded';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import MoreVertRoundedIcon from '@mui/icons-material/MoreVertRounded';
import { useState } from 'react';
import { useTranslate } from '../../i18n';
import { useIsHydrating } from '../../hydration';
import { useCodeStyling, useCodeVariant, type CodeStyling } from '../../settings';
import { useCopyFeedback } from '../../shared/useCopyFeedback';
import { visuallyHidden } from '../../shared/visuallyHidden';
import { useCopyShortcut } from '../code/useCopyShortcut';
import { demoLinkUrl } from './demoLink';
import { DemoLiveButtons } from './DemoLiveButtons';
import { DemoMenuToolButton } from './DemoMenuToolButton';
import { DemoToolButton } from './DemoToolButton';
import { LazyDemoMoreMenu, LazyDemoStylingMenu, loadDemoMenus } from './lazyDemoMenus';
import type { LiveDemo } from './useLiveDemo';
import { useRovingFocus } from './useRovingFocus';
import { loadSandboxActions, useSandboxExport, type SandboxExportDemo } from './useSandboxExport';

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
  /** The demo, for the sandbox export. */
  sandbox: SandboxExportDemo;
  styling?: DemoStyling;
}

const STYLING_SHORT_LABELS = {
  system: 'demo.stylingShortSystem',
  tailwind: 'demo.stylingShortTailwind',
  css: 'demo.stylingShortCss',
} as const;

const STYLING_LABELS = {
  system: 'settings.stylingSystem',
  tailwind: 'settings.stylingTailwind',
  css: 'settings.stylingCss',
} as const;

/**
 * The demo's keyboard toolbar, one row: show/hide code, TS/JS, the code styling (demos with
 * several styling variants), then copy, live edit, reset and "More" (copy link, sandboxes, zip).
 * One control is in the tab order; arrow keys, Home and End move between them.
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
  const hydrated = !useIsHydrating();
  const { codeVariant, setCodeVariant } = useCodeVariant();
  const { setCodeStyling } = useCodeStyling();
  const code = useCopyFeedback();
  const link = useCopyFeedback();
  const exporter = useSandboxExport(sandbox, getCode, codeVariant);
  const [tipsHidden, setTipsHidden] = useState(false);
  const first = styling ? 4 : 3;
  const { onKeyDown, itemProps, isItem } = useRovingFocus(first + 4);
  const copy = () => code.copy(getCode());
  // Ctrl/Cmd/Alt+C over the demo's code (pointer or focus inside, nothing selected) copies it too.
  useCopyShortcut(
    () => document.getElementById(codeId),
    () => void copy(),
  );
  const copyLabel = { idle: t('code.copy'), copied: t('code.copied'), error: t('code.copyFailed') }[
    code.copyState
  ];
  const linkLabel = link.copyState === 'error' ? t('code.copyFailed') : t('demo.linkCopied');
  const status = code.copyState !== 'idle' ? copyLabel : link.copyState !== 'idle' ? linkLabel : '';

  return (
    <div
      role="toolbar"
      className="demo-toolbar"
      aria-label={t('demo.toolbar')}
      data-tips-hidden={tipsHidden ? '' : undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isItem(event.target)) {
          setTipsHidden(true);
        }
        onKeyDown(event);
      }}
      onFocus={() => setTipsHidden(false)}
      onPointerMove={tipsHidden ? () => setTipsHidden(false) : undefined}
    >
      <DemoToolButton
        label={t(expanded ? 'demo.hideCode' : 'demo.showCode')}
        icon={<CodeRoundedIcon />}
        text={t(expanded ? 'demo.hideCode' : 'demo.showCode')}
        textFromSm
        aria-expanded={expanded}
        aria-controls={codeId}
        selected={expanded}
        onClick={onToggleCode}
        {...itemProps(0)}
      />
      <span className="demo-tool-segment">
        {(['TS', 'JS'] as const).map((variant, offset) => {
          const description = t(variant === 'TS' ? 'demo.showTs' : 'demo.showJs');
          return (
            <DemoToolButton
              key={variant}
              label={`${variant}: ${description}`}
              tooltip={description}
              text={variant}
              aria-pressed={codeVariant === variant}
              selected={codeVariant === variant}
              onClick={() => setCodeVariant(variant)}
              {...itemProps(1 + offset)}
            />
          );
        })}
      </span>
      {styling ? (
        <DemoMenuToolButton
          label={`${t('settings.codeStyling')}: ${t(STYLING_LABELS[styling.current])}`}
          tooltip={t('settings.codeStyling')}
          text={t(STYLING_SHORT_LABELS[styling.current])}
          endIcon={<ArrowDropDownRoundedIcon />}
          data-styling-menu={styling.current}
          itemProps={itemProps(3)}
          preload={() => void loadDemoMenus()}
          renderMenu={(popup) => (
            <LazyDemoStylingMenu
              {...popup}
              current={styling.current}
              available={styling.available}
              onChoose={(choice) => {
                setCodeStyling(choice);
                styling.onChange(choice);
              }}
            />
          )}
        />
      ) : null}
      <div className="demo-toolbar-end">
        <DemoToolButton
          label={copyLabel}
          icon={code.copyState === 'copied' ? <CheckRoundedIcon /> : <ContentCopyRoundedIcon />}
          tooltipShown={code.copyState !== 'idle'}
          data-state={code.copyState}
          onClick={copy}
          {...itemProps(first)}
        />
        <DemoLiveButtons
          editing={live.editing}
          edited={live.edited}
          onToggleEditing={onToggleEditing}
          onReset={live.reset}
          itemProps={[itemProps(first + 1), itemProps(first + 2)]}
        />
        <DemoMenuToolButton
          label={t('demo.moreActions')}
          tooltip={link.copyState === 'idle' ? undefined : linkLabel}
          tooltipShown={link.copyState !== 'idle'}
          icon={<MoreVertRoundedIcon />}
          disabled={!hydrated}
          data-demo-more=""
          itemProps={itemProps(first + 3)}
          preload={() => {
            void loadDemoMenus();
            void loadSandboxActions();
          }}
          renderMenu={(popup) => (
            <LazyDemoMoreMenu
              {...popup}
              onCopyLink={() => void link.copy(demoLinkUrl(window.location.href, file))}
              onSandbox={(action) => void exporter.run(action)}
            />
          )}
        />
      </div>
      <span role="status" style={visuallyHidden}>
        {status}
      </span>
      {exporter.error ? (
        <div role="alert" className="demo-tool-error">
          {exporter.error}
        </div>
      ) : null}
    </div>
  );
}
