import MenuItem from '@mui/joy/MenuItem';
import type { MenuListProps } from '@mui/joy/MenuList';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    'aria-label': 'File actions',
    sx: { maxWidth: 240 },
    children: [
      <MenuItem key="rename">Rename</MenuItem>,
      <MenuItem key="duplicate">Duplicate</MenuItem>,
      <MenuItem key="archive">Archive</MenuItem>,
    ],
  },
} satisfies PlaygroundPreset<MenuListProps>;
