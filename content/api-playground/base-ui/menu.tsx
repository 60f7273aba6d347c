import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { MenuItem } from '@mui/base/MenuItem';
import type { MenuProps } from '@mui/base/Menu';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <MenuItem key="rename">Rename</MenuItem>,
      <MenuItem key="duplicate">Duplicate</MenuItem>,
      <MenuItem key="archive">Archive</MenuItem>,
    ],
  },
  wrapper: (
    <Dropdown>
      <MenuButton>File actions</MenuButton>
      {/* The menu the playground sets: the button opens it, Escape closes it. */}
    </Dropdown>
  ),
} satisfies PlaygroundPreset<MenuProps>;
