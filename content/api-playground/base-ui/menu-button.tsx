import { Dropdown } from '@mui/base/Dropdown';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import type { MenuButtonProps } from '@mui/base/MenuButton';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Account',
  },
  wrapper: (
    <Dropdown>
      {/* The button the playground sets. */}
      <Menu>
        <MenuItem>Profile</MenuItem>
        <MenuItem>Sign out</MenuItem>
      </Menu>
    </Dropdown>
  ),
} satisfies PlaygroundPreset<MenuButtonProps>;
