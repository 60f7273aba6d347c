import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { VersionEntry } from '../products';
import { LocalizedLink } from '../shared/LocalizedLink';
import type { MenuPopupProps } from './MenuButton';

/** The version switcher's menu: this site's version first, other majors link to their sites. */
export function VersionMenu({
  versions,
  ...popup
}: MenuPopupProps & { versions: readonly VersionEntry[] }) {
  return (
    <Menu {...popup}>
      {versions.map((entry) => (
        <MenuItem
          key={entry.href}
          component={LocalizedLink}
          href={entry.href}
          selected={entry.current}
          aria-current={entry.current ? 'page' : undefined}
          onClick={popup.onClose}
        >
          <ListItemIcon>{entry.current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          {entry.text}
        </MenuItem>
      ))}
    </Menu>
  );
}
