import { Menu } from '@mui/base/Menu';
import { MenuButton } from '@mui/base/MenuButton';
import { MenuItem } from '@mui/base/MenuItem';
import type { DropdownProps } from '@mui/base/Dropdown';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <MenuButton key="button">Actions</MenuButton>,
      <Menu key="menu">
        <MenuItem>Rename</MenuItem>
        <MenuItem>Delete</MenuItem>
      </Menu>,
    ],
  },
} satisfies PlaygroundPreset<DropdownProps>;
