import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import LinkRoundedIcon from '@mui/icons-material/LinkRounded';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu, { type MenuProps } from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, type ReactNode } from 'react';
import { useTranslate, type TranslationKey } from '../../i18n';
import type { CodeStyling } from '../../settings';
import type { DemoMenuPopupProps } from './DemoMenuToolButton';
import type { SandboxAction } from './sandbox/sandboxActions';

/** Below its button, aligned with the button's start or end edge in the page's direction. */
function placement(
  anchor: HTMLElement | null,
  edge: 'start' | 'end',
): Pick<MenuProps, 'anchorOrigin' | 'transformOrigin'> {
  const rtl = anchor?.closest('[dir="rtl"]') != null;
  const horizontal = (edge === 'end') !== rtl ? 'right' : 'left';
  return {
    anchorOrigin: { vertical: 'bottom', horizontal },
    transformOrigin: { vertical: 'top', horizontal },
  };
}

const SANDBOXES: {
  action: SandboxAction;
  name: TranslationKey;
  note: TranslationKey;
  icon: ReactNode;
}[] = [
  {
    action: 'codesandbox',
    name: 'demoSandbox.openCodeSandbox',
    note: 'demoSandbox.codeSandboxNote',
    icon: <OpenInNewRoundedIcon fontSize="small" />,
  },
  {
    action: 'stackblitz',
    name: 'demoSandbox.openStackBlitz',
    note: 'demoSandbox.stackBlitzNote',
    icon: <OpenInNewRoundedIcon fontSize="small" />,
  },
  {
    action: 'zip',
    name: 'demoSandbox.downloadZip',
    note: 'demoSandbox.zipNote',
    icon: <DownloadRoundedIcon fontSize="small" />,
  },
];

/**
 * The toolbar's "More" menu: copy a link to the demo, and the demo as a project. Each sandbox
 * says, before the reader leaves, that it sends the code to an online service; the zip is the
 * offline way. A menu item is named by its first line and described by its second.
 */
export function DemoMoreMenu({
  onCopyLink,
  onSandbox,
  ...popup
}: DemoMenuPopupProps & { onCopyLink: () => void; onSandbox: (action: SandboxAction) => void }) {
  const t = useTranslate();
  const ids = useId();
  const choose = (action: () => void) => () => {
    popup.onClose();
    action();
  };
  return (
    <Menu
      {...popup}
      {...placement(popup.anchorEl, 'end')}
      MenuListProps={{ 'aria-label': t('demo.moreActions') }}
    >
      <MenuItem aria-label={t('demo.copyLinkTitle')} onClick={choose(onCopyLink)}>
        <ListItemIcon>
          <LinkRoundedIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('demo.copyLink')}</ListItemText>
      </MenuItem>
      <Divider />
      {SANDBOXES.map(({ action, name, note, icon }) => (
        <MenuItem
          key={action}
          data-sandbox={action}
          aria-labelledby={`${ids}-${action}-name`}
          aria-describedby={`${ids}-${action}-note`}
          onClick={choose(() => onSandbox(action))}
          sx={{ alignItems: 'flex-start', whiteSpace: 'normal', maxWidth: 340 }}
        >
          <ListItemIcon sx={{ mt: 0.5 }}>{icon}</ListItemIcon>
          <ListItemText
            primary={t(name)}
            secondary={t(note)}
            primaryTypographyProps={{ id: `${ids}-${action}-name` }}
            secondaryTypographyProps={{ id: `${ids}-${action}-note` }}
            sx={{ my: 0 }}
          />
        </MenuItem>
      ))}
    </Menu>
  );
}

const STYLINGS = [
  { styling: 'system', label: 'settings.stylingSystem' },
  { styling: 'tailwind', label: 'settings.stylingTailwind' },
  { styling: 'css', label: 'settings.stylingCss' },
] as const;

/**
 * The code-styling menu of a demo that ships several styling variants: the reader's choice
 * applies to every such demo on the site (and is offered in the settings drawer).
 */
export function DemoStylingMenu({
  current,
  available,
  onChoose,
  ...popup
}: DemoMenuPopupProps & {
  current: CodeStyling;
  available: readonly CodeStyling[];
  onChoose: (styling: CodeStyling) => void;
}) {
  const t = useTranslate();
  return (
    <Menu
      {...popup}
      {...placement(popup.anchorEl, 'start')}
      MenuListProps={{ 'aria-label': t('settings.codeStyling') }}
    >
      {STYLINGS.filter((option) => available.includes(option.styling)).map((option) => (
        <MenuItem
          key={option.styling}
          role="menuitemradio"
          aria-checked={option.styling === current}
          selected={option.styling === current}
          data-styling-button={option.styling}
          onClick={() => {
            popup.onClose();
            onChoose(option.styling);
          }}
        >
          <ListItemIcon>
            {option.styling === current ? <CheckRoundedIcon fontSize="small" /> : null}
          </ListItemIcon>
          <ListItemText>{t(option.label)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
