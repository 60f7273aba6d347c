import { Dropdown } from '@mui/base/Dropdown';
import { Menu } from '@mui/base/Menu';
import { MenuButton } from '@mui/base/MenuButton';
import { MenuItem } from '@mui/base/MenuItem';
import type { MenuItemProps } from '@mui/base/MenuItem';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Billing',
  },
  wrapper: (
    <Dropdown>
      <MenuButton>Account</MenuButton>
      <Menu>
        <MenuItem>Profile</MenuItem>
        {/* The item the playground sets: open the menu to see it. */}
        <MenuItem>Sign out</MenuItem>
      </Menu>
    </Dropdown>
  ),
} satisfies PlaygroundPreset<MenuItemProps>;
