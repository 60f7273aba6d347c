import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import ExploreIcon from '@mui/icons-material/Explore';
import SearchIcon from '@mui/icons-material/Search';

export default function LabeledBottomNavigation() {
  // Without their own `value`, actions are identified by their index.
  const [value, setValue] = React.useState(0);

  return (
    <Paper variant="outlined" sx={{ maxWidth: 400 }}>
      <BottomNavigation
        component="nav"
        aria-label="Recipes app"
        showLabels
        value={value}
        onChange={(event, newValue: number) => setValue(newValue)}
      >
        <BottomNavigationAction label="Explore" icon={<ExploreIcon />} />
        <BottomNavigationAction label="Search" icon={<SearchIcon />} />
        <BottomNavigationAction label="Saved" icon={<BookmarkIcon />} />
      </BottomNavigation>
    </Paper>
  );
}
