import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import type { MenuProps } from '@mui/material/Menu';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <MenuItem key="rename">Rename</MenuItem>,
      <MenuItem key="duplicate">Duplicate</MenuItem>,
      <MenuItem key="archive">Archive</MenuItem>,
    ],
  },
  opener: {
    trigger: <Button variant="outlined">File actions</Button>,
    close: 'onClose',
    anchor: 'anchorEl',
  },
} satisfies PlaygroundPreset<MenuProps>;
