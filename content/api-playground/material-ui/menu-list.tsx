import MenuItem from '@mui/material/MenuItem';
import type { MenuListProps } from '@mui/material/MenuList';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <MenuItem key="profile">Profile</MenuItem>,
      <MenuItem key="account">My account</MenuItem>,
      <MenuItem key="logout">Log out</MenuItem>,
    ],
  },
} satisfies PlaygroundPreset<MenuListProps>;
