import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import type { MenuButtonProps } from '@mui/joy/MenuButton';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Message actions',
  },
  wrapper: (
    <Dropdown>
      {/* The button the playground sets. */}
      <Menu>
        <MenuItem>Reply</MenuItem>
        <MenuItem>Mark as unread</MenuItem>
      </Menu>
    </Dropdown>
  ),
} satisfies PlaygroundPreset<MenuButtonProps>;
