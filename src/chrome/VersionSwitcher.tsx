import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import type { VersionEntry } from '../docs/products';
import { useTranslate } from '../i18n';
import { LocalizedLink } from './LocalizedLink';
import { MenuButton } from './MenuButton';

/** The version switcher of the current product: this site's version first, other majors link away. */
export function VersionSwitcher({ versions }: { versions: readonly VersionEntry[] }) {
  const t = useTranslate();
  const current = versions.find((entry) => entry.current);
  if (!current) {
    return null;
  }
  return (
    <MenuButton
      label={current.text}
      ariaLabel={`${t('appFrame.versionSwitcher')}: ${current.text}`}
      buttonProps={
        { variant: 'outlined', sx: { minWidth: 0 }, 'data-testid': 'version-switcher' } as object
      }
    >
      {(close) =>
        versions.map((entry) => (
          <MenuItem
            key={entry.href}
            component={LocalizedLink}
            href={entry.href}
            selected={entry.current}
            aria-current={entry.current ? 'page' : undefined}
            onClick={close}
          >
            <ListItemIcon>{entry.current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            {entry.text}
          </MenuItem>
        ))
      }
    </MenuButton>
  );
}
