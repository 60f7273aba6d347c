import type { MenuItemProps } from '@mui/material/MenuItem';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Profile',
  },
} satisfies PlaygroundPreset<MenuItemProps>;
