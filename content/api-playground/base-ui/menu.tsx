import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { MenuItem } from '@mui/base/MenuItem';
import type { MenuProps } from '@mui/base/Menu';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <MenuItem key="profile">Profile</MenuItem>,
      <MenuItem key="billing">Billing</MenuItem>,
      <MenuItem key="sign-out">Sign out</MenuItem>,
    ],
  },
  wrapper: (
    <Dropdown>
      <MenuButton>Account</MenuButton>
      {/* The menu the playground sets: the button opens it, Escape closes it. */}
    </Dropdown>
  ),
} satisfies PlaygroundPreset<MenuProps>;
