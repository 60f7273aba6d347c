import FavoriteIcon from '@mui/icons-material/Favorite';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import type { BottomNavigationActionProps } from '@mui/material/BottomNavigationAction';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    label: 'Nearby',
    icon: <LocationOnIcon />,
  },
  wrapper: (
    <BottomNavigation value={0} sx={{ maxWidth: 360 }}>
      {/* The action the playground sets. */}
      <BottomNavigationAction label="Saved" icon={<FavoriteIcon />} />
    </BottomNavigation>
  ),
} satisfies PlaygroundPreset<BottomNavigationActionProps>;
