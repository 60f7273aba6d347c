import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import NavigationIcon from '@mui/icons-material/Navigation';
import FavoriteIcon from '@mui/icons-material/Favorite';

export default function BasicFabs() {
  return (
    <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
      <Fab color="primary" aria-label="New contact">
        <AddIcon />
      </Fab>
      <Fab color="secondary" aria-label="Edit profile">
        <EditIcon />
      </Fab>
      <Fab variant="extended">
        <NavigationIcon sx={{ marginInlineEnd: 1 }} />
        Start route
      </Fab>
      <Fab disabled aria-label="Add to favorites">
        <FavoriteIcon />
      </Fab>
    </Stack>
  );
}
