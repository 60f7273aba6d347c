import MenuList from '@mui/joy/MenuList';
import MenuItem from '@mui/joy/MenuItem';
import type { MenuItemProps } from '@mui/joy/MenuItem';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Duplicate',
  },
  wrapper: (
    <MenuList aria-label="File actions" sx={{ maxWidth: 240 }}>
      <MenuItem>Rename</MenuItem>
      {/* The item the playground sets. */}
      <MenuItem>Archive</MenuItem>
    </MenuList>
  ),
} satisfies PlaygroundPreset<MenuItemProps>;
