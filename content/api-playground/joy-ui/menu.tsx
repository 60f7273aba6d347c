import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import type { MenuProps } from '@mui/joy/Menu';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <MenuItem key="reply">Reply</MenuItem>,
      <MenuItem key="forward">Forward</MenuItem>,
      <MenuItem key="unread">Mark as unread</MenuItem>,
    ],
  },
  wrapper: (
    <Dropdown>
      <MenuButton>Message actions</MenuButton>
      {/* The menu the playground sets: the button opens it, Escape closes it. */}
    </Dropdown>
  ),
} satisfies PlaygroundPreset<MenuProps>;
