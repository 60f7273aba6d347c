import { Dropdown } from '@mui/base/Dropdown';
import { Menu } from '@mui/base/Menu';
import { MenuButton } from '@mui/base/MenuButton';
import { MenuItem } from '@mui/base/MenuItem';
import type { MenuItemProps } from '@mui/base/MenuItem';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Duplicate',
  },
  wrapper: (
    <Dropdown>
      <MenuButton>File actions</MenuButton>
      <Menu>
        <MenuItem>Rename</MenuItem>
        {/* The item the playground sets: open the menu to see it. */}
        <MenuItem>Archive</MenuItem>
      </Menu>
    </Dropdown>
  ),
} satisfies PlaygroundPreset<MenuItemProps>;
