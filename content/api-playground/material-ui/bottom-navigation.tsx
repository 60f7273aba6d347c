import LocationOnIcon from '@mui/icons-material/LocationOn';
import RestoreIcon from '@mui/icons-material/Restore';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import type { BottomNavigationProps } from '@mui/material/BottomNavigation';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    showLabels: true,
    value: 0,
    children: [
      <BottomNavigationAction key="recents" label="Recents" icon={<RestoreIcon />} />,
      <BottomNavigationAction key="nearby" label="Nearby" icon={<LocationOnIcon />} />,
    ],
  },
} satisfies PlaygroundPreset<BottomNavigationProps>;
