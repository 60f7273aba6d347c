import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ChatIcon from '@mui/icons-material/Chat';
import HomeIcon from '@mui/icons-material/Home';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';

export default function ShiftingBottomNavigation() {
  const [value, setValue] = React.useState('home');

  return (
    <Paper variant="outlined" sx={{ maxWidth: 480 }}>
      {/* No showLabels: only the selected action shows its label; the others stay named. */}
      <BottomNavigation
        component="nav"
        aria-label="Social app"
        value={value}
        onChange={(event, newValue: string) => setValue(newValue)}
      >
        <BottomNavigationAction label="Home" value="home" icon={<HomeIcon />} />
        <BottomNavigationAction label="Photos" value="photos" icon={<PhotoLibraryIcon />} />
        <BottomNavigationAction label="Messages" value="messages" icon={<ChatIcon />} />
        <BottomNavigationAction label="Profile" value="profile" icon={<AccountCircleIcon />} />
      </BottomNavigation>
    </Paper>
  );
}
